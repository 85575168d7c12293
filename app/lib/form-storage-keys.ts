/** Local storage keys of the custom forms' offline copies and queue (the site layout checks the queue without loading its code). */
export const QUEUE_KEY = "custom_form_response_queue";
export const FORM_KEY_PREFIX = "custom_form:";

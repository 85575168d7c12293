/**
 * What the browser's API client says when an answer carries no message of its own.
 * Apart from the admin messages because visitor pages use the client too (the form
 * ticket, the newsletter box) and should not download the admin area's words.
 */
export const apiClientMessages = {
  requestFailed: (status: number) => `API request failed with status ${status}`,
  noToken: "No token, authorization denied",
};

/**
 * Hindi words of the admin's texts of the forms feature (../forms-admin.ts), so the
 * catalogues are whole; the admin area itself stays English.
 */
import type { Translation } from "../../translation.ts";
import type * as english from "../forms-admin.ts";

export const formAdminMessages = {
  link: {
    required: "कृपया सभी ज़रूरी खाने भरें (शीर्षक, विवरण, लिंक)",
    fieldRequired: "यह खाना भरना ज़रूरी है",
    invalidUrl: "कृपया फ़ॉर्म के लिंक के लिए सही URL डालें",
    invalidCategory: "कृपया सूची में दी गई श्रेणियों में से एक चुनें",
  },
  linkToasts: {
    added: "फ़ॉर्म सर्वर पर सफलतापूर्वक जोड़ दिया गया!",
    updated: "फ़ॉर्म का लिंक बदल दिया गया।",
    deleted: "फ़ॉर्म सर्वर से सफलतापूर्वक हटा दिया गया!",
  },
  builder: {
    titleRequired: "शीर्षक भरना ज़रूरी है",
    labelRequired: "हर सवाल का एक नाम होना चाहिए",
    optionsRequired: "कम से कम एक विकल्प जोड़ें (हर पंक्ति में एक)",
    duplicateOptions: "हर विकल्प दूसरों से अलग होना चाहिए",
    atLeastOneField: "कम से कम एक सवाल जोड़ें",
    duplicateIds: "दो सवालों की id एक जैसी है",
    created: "कस्टम फ़ॉर्म बन गया।",
    updated: "कस्टम फ़ॉर्म सहेज लिया गया।",
    deleted: "कस्टम फ़ॉर्म हटा दिया गया।",
  },
  responses: {
    deleted: "जवाब हटा दिया गया।",
  },
} satisfies Translation<typeof english.formAdminMessages>;

/**
 * Hindi words of the forms feature a visitor meets (../forms.ts): the answers'
 * messages, the outcome, 'Form Not Found' and the offline queue.
 */
import type { Translation } from "../../translation.ts";
import type * as english from "../forms.ts";

export const formMessages = {
  answer: {
    required: "{label} भरना ज़रूरी है",
    invalidEmail: "ई-मेल पता सही नहीं है",
    invalidPhone: "फ़ोन नंबर सही नहीं है",
    invalidDate: "कृपया सही तारीख़ डालें",
    notAnOption: "कृपया {label} के लिए दिए गए विकल्पों में से एक चुनें",
    tooLong: "{label} बहुत लंबा है (ज़्यादा से ज़्यादा {max} अक्षर)",
    fileTooLarge: "{label}: फ़ाइल {maxMb} MB से बड़ी है",
    fileMissing: "{label}: फ़ाइल नहीं पहुँची, कृपया उसे फिर से चुनें",
  },
  submit: {
    success: "फ़ॉर्म सफलतापूर्वक भेज दिया गया!",
    failed: "फ़ॉर्म नहीं भेजा जा सका। कृपया फिर से कोशिश करें।",
  },
  notFound: {
    heading: "फ़ॉर्म नहीं मिला",
    text: "आप जो फ़ॉर्म ढूँढ रहे हैं, वह मौजूद नहीं है।",
    backToForms: "फ़ॉर्म की सूची पर वापस जाएँ",
    backToAdmin: "एडमिन पर वापस जाएँ",
  },
  queue: {
    savedOffline: "इस डिवाइस पर सहेज लिया गया। इंटरनेट से फिर जुड़ते ही यह अपने-आप भेज दिया जाएगा।",
    pending: {
      one: "{n} जवाब इस डिवाइस पर सहेजा गया है और इंटरनेट से फिर जुड़ने पर भेज दिया जाएगा।",
      other: "{n} जवाब इस डिवाइस पर सहेजे गए हैं और इंटरनेट से फिर जुड़ने पर भेज दिए जाएँगे।",
    },
    sending: "इस डिवाइस पर सहेजे गए जवाब भेजे जा रहे हैं...",
    sent: { one: "आपका सहेजा गया जवाब भेज दिया गया है।", other: "सहेजे गए {n} जवाब भेज दिए गए हैं।" },
    rejected: "इस डिवाइस पर सहेजा गया एक जवाब नहीं भेजा जा सका: {message}",
    discard: "इसे हटा दें",
    offlineCopy: "आप ऑफ़लाइन हैं। यह इस डिवाइस पर सहेजी गई फ़ॉर्म की कॉपी है।",
    storageFull: "इस डिवाइस पर आपका जवाब सहेजने की जगह नहीं है। कृपया ऑनलाइन होने पर फिर से कोशिश करें।",
  },
  server: {
    formNotFound: "फ़ॉर्म नहीं मिला",
    linkNotFound: "फ़ॉर्म का लिंक नहीं मिला",
    responseNotFound: "जवाब नहीं मिला",
    fileNotFound: "फ़ाइल नहीं मिली",
    closed: "यह फ़ॉर्म अभी जवाब नहीं ले रहा है",
    tooManyRequests: "इस कनेक्शन से बहुत सारे जवाब भेजे गए हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।",
    badResponsePart: "अपलोड में जवाब वाला हिस्सा नहीं है या वह सही JSON नहीं है",
  },
} satisfies Translation<typeof english.formMessages>;

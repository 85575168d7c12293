/**
 * Devanagari (Hindi) written in Latin letters, the way Hindi is commonly typed in
 * English text ("शिक्षा का अधिकार" → "shiksha ka adhikar"): for a post's address,
 * which should read as words rather than a long run of percent escapes (issue 43).
 * Plain ASCII, no diacritics; long and short vowels are written alike. A word's
 * final inherent "a" is dropped as Hindi speakers drop it ("भारत" → "bharat",
 * "फ़िल्म" → "film"), except in a one-letter word or after a cluster ending in r, y,
 * v or ज्ञ, where it is said ("मित्र" → "mitra", "स्वास्थ्य" → "svasthya"); the inherent
 * vowel inside a word is kept (no medial schwa deletion: "जयपुर" → "jayapur").
 * Anything that is not Devanagari is passed through unchanged.
 */

/** Consonants, without their inherent vowel (added below unless a sign follows). */
const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
  ळ: "l",
};

/** A consonant with a nukta below (क़, ज़, ड़…: Urdu and English sounds), as NFC/NFKC leaves it: two characters. */
const WITH_NUKTA: Record<string, string> = { क: "q", ख: "kh", ग: "g", ज: "z", ड: "r", ढ: "rh", फ: "f", य: "y" };

/** Vowels written on their own (at the start of a word or after another vowel). */
const VOWELS: Record<string, string> = {
  अ: "a",
  आ: "a",
  इ: "i",
  ई: "i",
  उ: "u",
  ऊ: "u",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
  ऎ: "e",
  ऒ: "o",
};

/** Vowel signs, replacing a consonant's inherent "a". */
const VOWEL_SIGNS: Record<string, string> = {
  "\u093e": "a", // ा
  "\u093f": "i", // ि
  "\u0940": "i", // ी
  "\u0941": "u", // ु
  "\u0942": "u", // ू
  "\u0943": "ri", // ृ
  "\u0947": "e", // े
  "\u0948": "ai", // ै
  "\u094b": "o", // ो
  "\u094c": "au", // ौ
  "\u0949": "o", // ॉ
  "\u0945": "e", // ॅ
  "\u0946": "e", // ॆ
  "\u094a": "o", // ॊ
};

const VIRAMA = "\u094d"; // ्: no vowel after this consonant (a conjunct follows)
const NUKTA = "\u093c"; // ़
const ANUSVARA = "\u0902"; // ं
const CHANDRABINDU = "\u0901"; // ँ
const VISARGA = "\u0903"; // ः
const AVAGRAHA = "\u093d"; // ऽ
/** Before these (p, ph, b, bh, m) an anusvara sounds as "m": "संबंध" → "sambandh". */
const LABIALS = new Set(["प", "फ", "ब", "भ", "म"]);
/** The last letters of a cluster after which a word's final "a" is still said (मित्र, वाक्य, स्वत्व, यज्ञ). */
const CLUSTER_KEEPS_VOWEL = new Set(["र", "य", "व", "ञ"]);
const DIGIT_ZERO = 0x0966; // ०

export function devanagariToLatin(text: string): string {
  let out = "";
  /** A consonant has been written whose inherent "a" is still undecided. */
  let pendingVowel = false;
  /** The last consonant written, and whether it closed a conjunct (came after a virama). */
  let lastConsonant = "";
  let inConjunct = false;
  /** Syllables in the current word, to keep the "a" of a one-letter word. */
  let syllables = 0;
  let afterVirama = false;

  const endWord = () => {
    // Hindi drops a word's final inherent vowel, but not a one-letter word's, nor after some clusters.
    if (pendingVowel && (syllables === 1 || (inConjunct && CLUSTER_KEEPS_VOWEL.has(lastConsonant)))) out += "a";
    pendingVowel = false;
    syllables = 0;
    lastConsonant = "";
    inConjunct = false;
    afterVirama = false;
  };
  const keepVowel = () => {
    if (pendingVowel) out += "a";
    pendingVowel = false;
  };

  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] as string;
    const consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      keepVowel();
      // ज्ञ is said "gy" (ज्ञान → gyan), not "jn".
      if (char === "ञ" && afterVirama && lastConsonant === "ज") out = `${out.slice(0, -1)}gy`;
      else out += consonant;
      inConjunct = afterVirama;
      if (!afterVirama) syllables += 1;
      afterVirama = false;
      lastConsonant = char;
      pendingVowel = true;
    } else if (char === NUKTA) {
      const sound = WITH_NUKTA[lastConsonant];
      const plain = CONSONANTS[lastConsonant];
      if (sound !== undefined && plain !== undefined && out.endsWith(plain)) {
        out = out.slice(0, out.length - plain.length) + sound;
      }
    } else if (char === VIRAMA) {
      pendingVowel = false;
      afterVirama = true;
    } else if (VOWEL_SIGNS[char] !== undefined) {
      pendingVowel = false;
      afterVirama = false;
      out += VOWEL_SIGNS[char];
    } else if (VOWELS[char] !== undefined) {
      keepVowel();
      afterVirama = false;
      syllables += 1;
      out += VOWELS[char];
    } else if (char === ANUSVARA || char === CHANDRABINDU) {
      keepVowel();
      afterVirama = false;
      out += LABIALS.has(chars[i + 1] ?? "") ? "m" : "n";
    } else if (char === VISARGA) {
      keepVowel();
      afterVirama = false;
      out += "h";
    } else if (char === AVAGRAHA) {
      keepVowel();
    } else {
      const code = char.codePointAt(0) ?? 0;
      if (code >= DIGIT_ZERO && code <= DIGIT_ZERO + 9) {
        keepVowel();
        out += String(code - DIGIT_ZERO);
        continue;
      }
      endWord();
      // The danda (।, ॥) ends a sentence: a space for the slug, like a full stop.
      out += char === "।" || char === "॥" ? " " : char;
    }
  }
  endWord();
  return out;
}

/**
 * Contact Us (spec 2.9), Get In Touch (spec 2.7) and Career Opportunities (spec 2.10)
 * as a new site starts them: their sections in order, their forms' words, the ways to
 * join each leading to its page (decision 064), in English and in Hindi.
 */
import { describe, expect, it } from "vitest";
import { blockOf } from "~/blocks/render-for-test";
import { shownOnNewSite as shown } from "./page-document-for-test";

const kinds = (blocks: readonly { kind: string }[]) => blocks.map((block) => block.kind);

describe("Contact Us (spec 2.9)", () => {
  const { page, blocks } = shown("contactUs");
  const form = blockOf(blocks, "contactUsForm");
  const questions = blockOf(blocks, "faqAndHours");

  it("has its heading band, the details beside the message form, then four questions and the office hours", () => {
    expect(page.heading).toBe("Contact Us");
    expect(kinds(blocks)).toEqual(["hero", "contactUsForm", "faqAndHours"]);
    expect(questions.items.map((faq) => faq.id)).toEqual(["reply-time", "volunteer", "donate", "partner"]);
    expect(questions.hours).toEqual({
      heading: "Office Hours",
      weekdays: "Monday - Friday",
      saturday: "Saturday",
      sunday: "Sunday",
      closed: "Closed",
    });
  });

  it("gives the form its words: subject, hint, the consent with its link, button and what happens next", () => {
    expect(form.form).toMatchObject({
      heading: "Send us a message",
      subject: "Subject",
      subjectPlaceholder: "Select a subject",
      submit: "Send Message",
      consent: "I agree to the [privacy policy] and allow the foundation to contact me about this message.",
    });
    expect(form.form.sentNext).toContain("within one working day");
    expect(form.details).toEqual({
      heading: "Contact details",
      phone: "Phone",
      email: "Email",
      whatsapp: "WhatsApp",
      address: "Office address",
    });
  });

  it("is in Hindi on Hindi pages, the consent's link too", () => {
    const hindi = shown("contactUs", "hi");
    expect(hindi.page.heading).toBe("संपर्क करें");
    expect(blockOf(hindi.blocks, "contactUsForm").form.consent).toBe(
      "मैं [गोपनीयता नीति] से सहमत हूँ, और फ़ाउंडेशन इस संदेश के बारे में मुझसे संपर्क कर सकता है।",
    );
    expect(blockOf(hindi.blocks, "faqAndHours").items[0]?.question).toBe("मेरे संदेश का जवाब कितनी जल्दी मिलेगा?");
  });
});

describe("Get In Touch (spec 2.7)", () => {
  const { page, blocks } = shown("getInTouch");
  const section = blockOf(blocks, "getInTouchForm");

  it("has its heading band, the three tiles, then the form beside the office, quick actions and reply note", () => {
    expect(page.heading).toBe("Get In Touch");
    expect(kinds(blocks)).toEqual(["hero", "contactTiles", "getInTouchForm"]);
    const tiles = blockOf(blocks, "contactTiles");
    expect([tiles.call.title, tiles.email.title, tiles.whatsapp.title]).toEqual(["Call Us", "Email Us", "WhatsApp"]);
    expect(section.quickActions.heading).toBe("Quick Actions");
    expect(section.replyNote.text).toBe("We reply to every message within 24 hours on business days.");
  });

  it("gives the form its words: interest, hint, the news box, button and what happens next", () => {
    expect(section.form).toMatchObject({
      interest: "I'm interested in",
      interestPlaceholder: "Select your interest",
      messagePlaceholder: "How can we help you?",
      submit: "Send Message",
    });
    expect(section.form.updates).toContain("Send me news");
  });

  it("is in Hindi on Hindi pages", () => {
    const hindi = blockOf(shown("getInTouch", "hi").blocks, "getInTouchForm");
    expect(hindi.form.submit).toBe("संदेश भेजें");
    expect(hindi.quickActions.volunteer.label).toBe("स्वयंसेवक आवेदन");
  });
});

describe("Career Opportunities (spec 2.10, decisions 062 and 064)", () => {
  const { blocks } = shown("career");
  const grid = blockOf(blocks, "cardGrid");
  const ways = grid.groups.flatMap((group) => (group.cards.card === "opportunity" ? [group.cards.items] : []));

  it("has its heading band, the volunteer spotlight, the ways to join and to partner, why join and a call to action", () => {
    expect(kinds(blocks)).toEqual(["hero", "spotlight", "cardGrid", "featureGrid", "cta"]);
    expect(ways.map((cards) => cards.map((card) => card.title))).toEqual([
      ["Fellowship Programs", "Work With Us"],
      ["Corporate Partnerships", "School Partnerships", "Government Partnerships"],
    ]);
    expect(grid.groups.map((group) => [group.heading, group.columns])).toEqual([
      [undefined, 2],
      ["Partner with us", "thirds"],
    ]);
    expect(ways[1]?.every((card) => card.headingLevel === 4)).toBe(true);
  });

  it("sends Apply Now to the application form and every card to its page: no Coming Soon", () => {
    expect(blockOf(blocks, "spotlight").action).toEqual({ kind: "apply", label: "Apply Now" });
    expect(ways.flat().map((card) => card.action)).toEqual([
      { kind: "link", label: "Explore Fellowships", to: "/Fellowship" },
      { kind: "link", label: "View Open Positions", to: "/WorkWithUs" },
      { kind: "link", label: "Learn More", to: "/CorporatePartnerships", context: "about Corporate Partnerships" },
      { kind: "link", label: "Learn More", to: "/SchoolPartnerships", context: "about School Partnerships" },
      { kind: "link", label: "Learn More", to: "/GovernmentPartnerships", context: "about Government Partnerships" },
    ]);
    expect(blockOf(blocks, "cta").actions).toEqual([{ kind: "link", label: "Get In Touch", to: "/GetInTouch" }]);
  });

  it("is in Hindi on Hindi pages, the screen readers' words of Learn More too", () => {
    const hindi = shown("career", "hi");
    expect(hindi.page.heading).toBe("करियर के अवसर");
    const partnerships = blockOf(hindi.blocks, "cardGrid").groups[1]?.cards;
    expect(partnerships?.card === "opportunity" && partnerships.items[0]?.action).toEqual({
      kind: "link",
      label: "और जानें",
      to: "/CorporatePartnerships",
      context: "कॉर्पोरेट साझेदारी के बारे में",
    });
  });
});

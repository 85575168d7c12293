/**
 * The composition of domain services. API routes and page loaders both receive
 * this object (loaders through the React Router load context), never a global,
 * so tests can hand in a fresh database.
 */

import path from "node:path";
import { buffer } from "node:stream/consumers";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { ConsentBox, ConsentRecord } from "#common/consent-record";
import type { ContentDocumentName } from "#common/content-model/documents";
import type { Faqs } from "#common/content-model/faqs";
import { citeFigures, type Figures } from "#common/content-model/figures";
import type { JobOpenings } from "#common/content-model/job-openings";
import type { Navigation } from "#common/content-model/navigation";
import { hasDatedBlocks, type PageDocument, pageOnDay } from "#common/content-model/page";
import { type EditablePageKey, editablePageKeys, pageDocumentName } from "#common/content-model/pages";
import { type SiteDetails, siteDetailsFromConfig } from "#common/content-model/site-details";
import type { Locale } from "#common/locale";
import { form10bdReminderMail, form10bdScreenPath } from "#common/messages/form-10bd-notice";
import { siteDay } from "#common/site-clock";
import { bucketShelf, directoryShelf } from "../backups/archive-shelf.ts";
import { createBackupService } from "../backups/backup-service.ts";
import { createChangeChannel } from "../cache/change-channel.ts";
import { trackService } from "../cache/tracking.ts";
import type { ServerConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createJobQueue } from "../jobs/job-queue.ts";
import { createMediaService } from "../media/media-service.ts";
import { createShareImages } from "../media/share-image.ts";
import { withDeletionHold } from "../storage/deletion-hold.ts";
import { createStorage } from "../storage/index.ts";
import { createApplicationService } from "./application-service.ts";
import { createAuditLog } from "./audit-log.ts";
import { createAuthService } from "./auth-service.ts";
import { createAuthorName } from "./author-name.ts";
import { createBlogService } from "./blog-service.ts";
import { createContactService } from "./contact-service.ts";
import { type ContentDocumentService, createContentDocument } from "./content-document.ts";
import { createContentImages } from "./content-images.ts";
import {
  faqSearchDocuments,
  jobOpeningSearchDocuments,
  pageSearchDocuments,
  pageSearchKeys,
  searchKeysOf,
} from "./content-search-documents.ts";
import { createContentStore } from "./content-store.ts";
import { createCustomFormService } from "./custom-form-service.ts";
import { createDonationFilingService } from "./donation-filing-service.ts";
import { createDonationService } from "./donation-service.ts";
import { createExternalFormService } from "./external-form-service.ts";
import { createFormTickets } from "./form-tickets.ts";
import { createGalleryService } from "./gallery-service.ts";
import { createMailQueue } from "./mail-queue.ts";
import { createMailService } from "./mail-service.ts";
import { createMetaService } from "./meta-service.ts";
import { createNewsletterIssueService } from "./newsletter-issue-service.ts";
import { createNewsletterSending } from "./newsletter-sending.ts";
import { createNewsletterService } from "./newsletter-service.ts";
import { createPersonalDataService } from "./personal-data-service.ts";
import { createPreviewLinks } from "./preview-links.ts";
import { createPrivacyRequestService } from "./privacy-request-service.ts";
import { createPublicationClock } from "./publication-clock.ts";
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from "./rate-limiter.ts";
import { createRepeatingTask } from "./repeating-task.ts";
import { createRetentionService } from "./retention-service.ts";
import { createSearchService } from "./search-service.ts";
import { createStaffService } from "./staff-service.ts";
import { createTransparencyDocumentService } from "./transparency-document-service.ts";
import { createTwoStepService } from "./two-step-service.ts";
import { createVisitService } from "./visit-service.ts";
import { composeMail } from "./visitor-mail.ts";

export interface ServiceDeps {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Defaults to Redis when REDIS_URL is set, else memory. */
  rateLimiter?: RateLimiter;
}

// A new site's first content (server/content-seed/) is imported only when a document
// is missing, on its first start: a running site keeps none of those texts in memory.

/** The background job that publishes a scheduled draft (issue 41). */
const PUBLISH_SCHEDULED_DRAFT = "publish-scheduled-draft";
/** The background job that sends newsletter issues (issue 42; decision 072): every minute, and when one starts. */
export const NEWSLETTER_SENDING = "newsletter-sending";
/** The job of a backup the staff asked for (POST /api/backups). */
export const BACKUP_NOW = "backup-now";

export function createServices(deps: ServiceDeps) {
  const { config, database } = deps;
  const db = database.db;
  const rateLimiter =
    deps.rateLimiter ?? (config.redisUrl ? createRedisRateLimiter(config.redisUrl) : createMemoryRateLimiter());
  // Deletes wait while a backup copies the files (server/backups/).
  const storage = withDeletionHold(createStorage(config));
  const media = createMediaService({
    db,
    storage,
    dataDir: config.dataDir,
    // With PGlite this process is the database's only user, so no other instance
    // can be mid-upload: leftovers are swept at once. With PostgreSQL, give
    // uploads in flight on other instances time to commit.
    sweepGraceMs: (config.uploadSweepGraceSeconds ?? (database.driver === "pglite" ? 0 : 900)) * 1000,
  });
  const mail = createMailService(config);
  const meta = createMetaService(db);
  // Public data is tagged: reads mark the response being built, writes drop the
  // cached responses that read it (here and on other instances; server/cache/).
  const changes = createChangeChannel({
    postgresUrl: database.driver === "postgres" ? config.databaseUrl : undefined,
    notify: (channel, payload) => db.execute(sql`SELECT pg_notify(${channel}, ${payload})`),
  });
  const changed = (tag: string) => changes.changed(tag);
  const blogs = trackService(
    createBlogService(db, media),
    "blogs",
    {
      reads: [
        "list",
        "counts",
        "adminPage",
        "search",
        "latest",
        "tags",
        "find",
        "findBySlug",
        "findForAdmin",
        "sitemapEntries",
        "msUntilNextPublication",
        "renderContent",
        "preview",
      ],
      // The Trash is the admin's alone, and what leaves it for good was hidden already.
      unrelated: ["trash", "purgeTrash"],
    },
    changed,
  );
  // What the staff edit in the admin (issue 41): documents read by the pages.
  const store = createContentStore(db);
  const search = createSearchService(db);
  const today = () => siteDay(new Date(), config.site.timeZone);
  /** Background jobs, stored in the database (server/jobs/); the server process starts them. */
  const jobs = createJobQueue({ database, timeZone: config.site.timeZone });
  /** A scheduled draft publishes itself (issue 41): its document's name, once its time comes. */
  const scheduledDraftsOf = new Map<string, { publishScheduled: () => Promise<unknown> }>();
  const contentDocument = <T>(
    name: ContentDocumentName,
    initial: () => Promise<T>,
    onPublished?: (document: T) => Promise<void>,
  ) => {
    const scheduleAt = async (at: Date) => {
      await jobs.send(PUBLISH_SCHEDULED_DRAFT, { name }, { startAfter: at });
    };
    const service = trackService(
      createContentDocument<T>({ store, changes, name, initial, scheduleAt, ...(onPublished ? { onPublished } : {}) }),
      name,
      {
        reads: ["stored", "get"],
        // Drafts are the staff's alone: saving, scheduling or discarding one changes no public page.
        unrelated: ["history", "revision", "draft", "saveDraft", "discardDraft", "schedule"],
      },
      changed,
    );
    scheduledDraftsOf.set(name, service);
    return service;
  };
  jobs.define<{ name: string }>({
    name: PUBLISH_SCHEDULED_DRAFT,
    run: async ({ name }) => {
      await scheduledDraftsOf.get(name)?.publishScheduled();
    },
  });
  // The figures the other documents cite by name (`{students}`): read before the others index themselves.
  const figures = contentDocument<Figures>(
    "figures",
    () => import("../content-seed/figures.ts").then((seed) => seed.initialFigures),
    async () => {
      // A figure changed: every text that cites it is searched with its new value.
      await indexJobOpenings(await jobOpenings.get());
      await indexFaqs(await faqs.get());
      for (const key of editablePageKeys) await indexPage(key)(await pages[key].get());
    },
  );
  const cited = async <T>(document: T) => citeFigures(document, await figures.get());
  // Openings, FAQs and pages are in the search as they are published, their figures cited.
  const indexJobOpenings = async (document: JobOpenings) =>
    search.indexContent(jobOpeningSearchDocuments(await cited(document), today()), searchKeysOf("opening"));
  const indexFaqs = async (document: Faqs) =>
    search.indexContent(faqSearchDocuments(await cited(document)), searchKeysOf("faq"));
  const siteDetails = contentDocument<SiteDetails>("site-details", async () => siteDetailsFromConfig(config.site));
  const jobOpenings = contentDocument<JobOpenings>(
    "job-openings",
    () => import("../content-seed/job-openings.ts").then((seed) => seed.initialJobOpenings),
    indexJobOpenings,
  );
  /** The job openings' English titles (closed ones too), by id: an application names the job it was for. */
  const jobTitles = async () =>
    new Map((await jobOpenings.get()).openings.map((opening) => [opening.id, opening.title.en]));
  const faqs = contentDocument<Faqs>(
    "faqs",
    () => import("../content-seed/faqs.ts").then((seed) => seed.initialFaqs),
    indexFaqs,
  );
  const navigation = contentDocument<Navigation>("navigation", () =>
    import("../content-seed/navigation.ts").then((seed) => seed.initialNavigation),
  );
  // Each page the staff edit is a document of its own, so a publish drops exactly that page's cached copies.
  // As visitors see it today: events past are not found (decision 082).
  const indexPage = (key: EditablePageKey) => async (document: PageDocument) =>
    search.indexContent(pageSearchDocuments(key, pageOnDay(await cited(document), today())), pageSearchKeys(key));
  const pages = Object.fromEntries(
    editablePageKeys.map((key) => [
      key,
      contentDocument<PageDocument>(
        pageDocumentName(key),
        () => import("../content-seed/pages/index.ts").then((seed) => seed.initialPages[key]),
        indexPage(key),
      ),
    ]),
  ) as Record<EditablePageKey, ContentDocumentService<PageDocument>>;
  /**
   * Started with the server: the openings, FAQs and pages are indexed; and as an
   * opening leaves the site the morning after its last day, and an event the day
   * after it (decision 082), when the site's day changes the openings and the pages
   * with events are indexed again and the pages that show them are read again.
   */
  let indexedDay: string | undefined;
  const contentIndexing = createRepeatingTask("indexing the staff's content", 10 * 60_000, async () => {
    const day = today();
    if (day === indexedDay) return;
    const morning = indexedDay !== undefined;
    await indexJobOpenings(await jobOpenings.get());
    if (!morning) {
      await indexFaqs(await faqs.get());
      for (const key of editablePageKeys) await indexPage(key)(await pages[key].get());
    }
    indexedDay = day;
    if (!morning) return;
    const dated: string[] = [];
    for (const key of editablePageKeys) {
      const document = await pages[key].get();
      if (!hasDatedBlocks(document)) continue;
      await indexPage(key)(document);
      dated.push(pageDocumentName(key));
    }
    for (const tag of ["job-openings", ...dated]) await changes.changed(tag);
  });
  /** What visitors sent, deleted when the privacy notice says (issue 42), every night. */
  const retention = createRetentionService({
    db,
    media,
    periods: config.retention,
    scrub: (tables) => database.scrub(tables),
    timeZone: config.site.timeZone,
  });
  jobs.define({
    name: "retention",
    cron: "30 2 * * *",
    run: async (_data, log) => {
      await retention.run(log);
    },
  });
  /**
   * The site's own backups (issue 46): nightly at BACKUP_TIME on the site's clock, a
   * restore drill each Sunday an hour later, and one now when the staff ask. Each
   * job claims its night or week in `backup_runs`, so of several instances one runs it.
   */
  const backups = config.backups
    ? createBackupService({
        db,
        database,
        storage,
        uploadsDir: storage.driver === "disk" ? path.join(config.dataDir, "uploads") : undefined,
        shelf: config.backups.bucket
          ? bucketShelf(
              createStorage({ dataDir: "", s3: config.backups.bucket }),
              config.backups.bucket.bucket,
              config.backups.directory,
            )
          : directoryShelf(config.backups.directory),
        timeZone: config.site.timeZone,
        retention: config.backups.keep,
      })
    : undefined;
  if (backups && config.backups) {
    const { hour, minute } = config.backups.at;
    jobs.define({
      name: "backup",
      cron: `${minute} ${hour} * * *`,
      retries: 0,
      run: (_data, log) => backups.nightly(new Date(), log).then(() => {}),
    });
    jobs.define({
      name: "restore-drill",
      cron: `${minute} ${(hour + 1) % 24} * * 0`,
      retries: 0,
      run: (_data, log) => backups.weeklyDrill(new Date(), log).then(() => {}),
    });
    jobs.define({ name: BACKUP_NOW, retries: 0, run: (_data, log) => backups.now(new Date(), log).then(() => {}) });
  }
  /** The newsletter: subscriptions, and the issues the staff write and send (decision 072). */
  const contact = createContactService(db, { timeZone: config.site.timeZone });
  const applications = createApplicationService({ db, media, storage, timeZone: config.site.timeZone, jobTitles });
  const mailQueue = createMailQueue({
    jobs,
    mail,
    // The donation service is made below; a mail is only written later, when it is sent.
    compose: (job) =>
      composeMail(
        {
          config,
          siteDetails,
          contact,
          applications,
          newsletter,
          donations: {
            pledgeLink: (id) => donations.pledgeLink(id),
            receiptMail: (id, now) => donations.receiptMail(id, now),
            receiptEmailed: (id, at) => donations.receiptEmailed(id, at),
          },
          donationFiling: {
            certificateMail: (id) => donationFiling.certificateMail(id),
            certificateEmailed: (id) => donationFiling.certificateEmailed(id),
          },
        },
        job,
      ),
  });
  const newsletter = createNewsletterService({
    db,
    mail,
    config,
    queueConfirmation: (id, log) => mailQueue.queue({ kind: "newsletter-confirmation", id }, log),
  });
  const newsletterSending = createNewsletterSending({
    db,
    mail,
    unsubscribeLink: (subscriberId, language) => newsletter.unsubscribeLink(subscriberId, language),
    origin: config.origin,
    siteName: config.site.name,
    maxPerHour: config.newsletter.maxPerHour,
  });
  const wakeNewsletterSending = async () => {
    // Without the queue (API tests that do not start it) the next run is whoever runs it.
    if (jobs.running) await jobs.send(NEWSLETTER_SENDING, {});
  };
  const newsletterIssues = trackService(
    createNewsletterIssueService({
      db,
      mail,
      origin: config.origin,
      siteName: config.site.name,
      testAddress: config.mail.notifyEmail,
      maxPerHour: config.newsletter.maxPerHour,
      wake: wakeNewsletterSending,
    }),
    // The public archive lists the issues that started sending.
    "newsletters",
    {
      reads: ["archive", "archived"],
      unrelated: ["list", "get", "create", "update", "remove", "sendTest", "cancelSchedule", "retryFailed", "startDue"],
    },
    changed,
  );
  /** One run of the sending: scheduled issues whose time came start (and join the archive), then what can be sent goes. */
  const sendNewsletters = async (log: FastifyBaseLogger) => {
    const { started } = await newsletterSending.run(log, () => newsletterIssues.startDue());
    if (started > 0) await changed("newsletters");
  };
  jobs.define({ name: NEWSLETTER_SENDING, cron: "* * * * *", run: (_data, log) => sendNewsletters(log) });
  const customForms = trackService(
    createCustomFormService({ db, media, readFile: (key) => storage.get(key), timeZone: config.site.timeZone }),
    "custom-forms",
    {
      reads: ["list", "listEnabled", "get", "fileFieldIds", "findPublic", "getPublic"],
      unrelated: ["addResponse", "removeResponse", "answerFile", "responses", "csv", "summary"],
    },
    changed,
  );
  /** Page views and Core Web Vitals, counted in memory and written in batches (issue 46, decision 099). */
  const visits = createVisitService({
    db,
    timeZone: config.site.timeZone,
    postExists: async (slug) => (await blogs.findBySlug(slug)) !== undefined,
    formExists: async (id) => (await customForms.findPublic(id)) !== undefined,
  });
  /** Donations and their 80G receipts (issue 47): the receipt prints the foundation's details as they are when it is issued. */
  const donations = createDonationService({
    db,
    dataDir: config.dataDir,
    dataKeys: config.donations.dataKeys,
    codePrefix: config.donations.codePrefix,
    timeZone: config.site.timeZone,
    setOnce: (key, value) => meta.setOnce(key, value),
    issuer: async () => {
      const details = await siteDetails.get();
      return {
        name: details.name.en,
        address: details.address.en,
        pan: details.registrations.pan,
        eightyG: {
          number: details.registrations.eightyG,
          ...(details.registrations.eightyGValidity.from && { validFrom: details.registrations.eightyGValidity.from }),
          ...(details.registrations.eightyGValidity.until && {
            validUntil: details.registrations.eightyGValidity.until,
          }),
        },
        twelveA: details.registrations.twelveA,
        phone: details.phone,
        email: details.email,
        website: config.origin,
        signatory: {
          name: details.receiptSignatory.name || details.name.en,
          title: details.receiptSignatory.title || "Authorised signatory",
        },
      };
    },
  });
  /** Form 10BD for a year, the filing's acknowledgement, each donor's 10BE certificate e-mailed (issue 47). */
  const donationFiling = createDonationFilingService({
    db,
    media,
    storage,
    timeZone: config.site.timeZone,
    openPan: (sealed) => donations.openPan(sealed),
    queueCertificateMail: (id, log) => mailQueue.queue({ kind: "form-10be", id }, log),
  });
  /** From 1 May, each morning while last year's Form 10BD is not filed and every 10BE e-mailed: a word to the office. */
  jobs.define({
    name: "form-10bd-reminder",
    cron: "0 9 * * *",
    run: async (_data, log) => {
      const notice = await donationFiling.notice();
      if (notice) {
        await mail.toOffice(form10bdReminderMail(notice, `${config.origin}${form10bdScreenPath(notice.year)}`), log);
      }
    },
  });
  const twoStep = createTwoStepService({ db, issuer: config.site.name });
  /** Started with the server: scheduled posts go public on time. */
  const publications = createPublicationClock({
    changes,
    tag: "blogs",
    msUntilNextPublication: () => blogs.msUntilNextPublication(),
  });
  /** Started with the server: posts in the Trash for 30 days are deleted for good, at start and hourly. */
  const trashPurge = createRepeatingTask("emptying the blog Trash", 60 * 60_000, (log) => blogs.purgeTrash(log));
  /** Started with the server: the embedded database vacuumed and analysed, at start and hourly (DatabaseHandle.upkeep). */
  const databaseUpkeep = createRepeatingTask("vacuuming the embedded database", 60 * 60_000, () => database.upkeep());
  return {
    config,
    database,
    rateLimiter,
    meta,
    formTickets: createFormTickets(meta, {
      minFillMs: config.visitorSubmissions.minFillSeconds * 1000,
      usedTickets: rateLimiter,
    }),
    auth: createAuthService({ db, config, rateLimiter, twoStep }),
    /** Two-step sign-in: an authenticator app's codes and recovery codes (issue 45, decision 093). */
    twoStep,
    /** Staff accounts around the first administrator: invitations, roles, password links (issue 45). */
    staff: createStaffService({ db, config, mail, rateLimiter }),
    /** Who did what: every change and every read of a person's data (issue 45). */
    audit: createAuditLog({ db, timeZone: config.site.timeZone }),
    authorName: createAuthorName({ db, meta, organisationName: config.site.name }),
    changes,
    /** The organisation's name, contacts, UPI ID and registrations, edited in the admin (issue 41). */
    siteDetails,
    /** The jobs /WorkWithUs lists and the application form offers (issue 41). */
    jobOpenings,
    /** The questions /FAQs lists (issue 41). */
    faqs,
    /** The header's menu and the footer's lists (issue 41). */
    navigation,
    /** The headline figures the other documents cite by name (issue 41). */
    figures,
    /** The public pages the staff edit, by page key (issue 41). */
    pages,
    /**
     * The consent record a visitor's submission is stored with (issue 42): the privacy
     * notice published now (its version), the language of the page it came from, the boxes ticked.
     */
    consentRecord: async (language: Locale, ticked: ConsentBox[] = []): Promise<ConsentRecord> => ({
      notice: (await pages.privacy.stored()).version,
      language,
      ticked,
    }),
    /** Links that show a page's draft, for the admin's preview. */
    previewLinks: createPreviewLinks(meta),
    contentIndexing,
    blogs,
    publications,
    trashPurge,
    databaseUpkeep,
    externalForms: trackService(createExternalFormService(db), "external-forms", { reads: ["list", "get"] }, changed),
    customForms,
    storage,
    media,
    /** Link-preview pictures (Open Graph): the site's default and each post's cover. */
    shareImages: createShareImages(config.site, storage),
    gallery: trackService(
      createGalleryService(db, media),
      "gallery",
      { reads: ["list", "browse", "count", "adminPage", "get"] },
      changed,
    ),
    /** The annual reports and audited accounts /transparency lists (issue 47): a write drops the page's cached copies. */
    transparencyDocuments: trackService(
      createTransparencyDocumentService({ db, media, storage }),
      "transparency-documents",
      { reads: ["list", "get", "download"] },
      changed,
    ),
    /** Photos of the pages the staff edit: uploaded, checked on save, kept while a document shows them. */
    contentImages: createContentImages(db, media),
    contact,
    applications,
    mail,
    /** The e-mails a visitor's action sends, kept on the job queue until the mail server takes them. */
    mailQueue,
    search,
    newsletter,
    newsletterIssues,
    /** One run of the newsletter's sending, as the background job does it (tests call it directly). */
    sendNewsletters,
    /**
     * After the queue started: an issue a stopped (or killed) process was sending
     * continues. With the embedded database no other process can hold a lease, so
     * they are freed at once; with PostgreSQL they run out by themselves.
     */
    async resumeNewsletters() {
      if (database.driver === "pglite") await newsletterSending.releaseLeases();
      await wakeNewsletterSending();
    },
    retention,
    visits,
    donations,
    donationFiling,
    /** The site's own backups (undefined with BACKUPS=false), and when and how many (BACKUP_*). */
    backups,
    backupSettings: config.backups,
    /** Requests about personal data the staff recorded, with their 30-day deadlines. */
    privacyRequests: createPrivacyRequestService({ db, timeZone: config.site.timeZone }),
    jobs,
    /** One person's messages, applications, subscription and form responses, found and deleted together. */
    personalData: createPersonalDataService({
      db,
      media,
      scrub: (tables) => database.scrub(tables),
      copyDetails: {
        siteName: async () => (await siteDetails.get()).name.en,
        timeZone: config.site.timeZone,
        jobTitles,
        readFile: async (key) => {
          const file = await storage.get(key);
          return file ? new Uint8Array(await buffer(file.body)) : undefined;
        },
      },
    }),
    // One line per domain service (server/services/<name>-service.ts).
    /** Releases what the services hold (the database is closed by its owner). */
    async close() {
      publications.stop();
      trashPurge.stop();
      databaseUpkeep.stop();
      contentIndexing.stop();
      await jobs.stop();
      await mail.close();
      await changes.close();
      await rateLimiter.close();
    },
  };
}

export type AppServices = ReturnType<typeof createServices>;

/**
 * Migration 0007 (the one phone rule, issue 42): phone numbers stored before the
 * rule, in every form the rule's table lists, end in the normal form the rule gives
 * them (common/phone.ts), in messages, applications and the answers to custom forms'
 * phone questions; those that break it, and phones written in text questions, stay
 * as they were. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { beforeMigration } from "../support/earlier-migrations.ts";
import { PHONE_TABLE } from "../support/phone-table.ts";

describe("phone numbers stored before the one phone rule", () => {
  it("are rewritten in its normal form where they follow it, and left as typed where not", async () => {
    await beforeMigration("_one-phone-rule", async (db, migrateTheRest) => {
      const [form] = (
        await db.execute(
          sql`insert into custom_forms (title, fields) values ('Sign-up', ${JSON.stringify([
            { id: "mobile", label: "Mobile", type: "phone", required: false },
            { id: "note", label: "Anything else", type: "text", required: false },
          ])}::jsonb) returning id`,
        )
      ).rows as { id: string }[];
      for (const [index, [written]] of PHONE_TABLE.entries()) {
        const email = `person${index}@example.in`;
        await db.execute(
          sql`insert into contact_messages (source, first_name, last_name, email, phone, message) values ('get-in-touch', 'A', 'B', ${email}, ${written}, 'Hello')`,
        );
        await db.execute(
          sql`insert into applications (type, first_name, last_name, email, phone, age, availability, interests, motivation) values ('volunteer', 'A', 'B', ${email}, ${written}, 20, 'weekends', ${"{Content Writing}"}, 'To help')`,
        );
        await db.execute(
          sql`insert into form_responses (form_id, client_id, values, submitted_at) values (${form?.id}, ${email}, ${JSON.stringify({ mobile: written, note: written })}::jsonb, now())`,
        );
      }

      await migrateTheRest();

      const phonesOf = async (query: ReturnType<typeof sql>) =>
        Object.fromEntries(
          ((await db.execute(query)).rows as { email: string; phone: string }[]).map((r) => [r.email, r.phone]),
        );
      const messages = await phonesOf(sql`select email, phone from contact_messages`);
      const applications = await phonesOf(sql`select email, phone from applications`);
      const answers = (await db.execute(sql`select client_id, values from form_responses`)).rows as {
        client_id: string;
        values: { mobile: string; note: string };
      }[];
      const answerOf = Object.fromEntries(answers.map((r) => [r.client_id, r.values]));
      for (const [index, [written, normal]] of PHONE_TABLE.entries()) {
        const email = `person${index}@example.in`;
        const expected = normal ?? written;
        expect({
          written,
          message: messages[email],
          application: applications[email],
          answer: answerOf[email],
        }).toEqual({ written, message: expected, application: expected, answer: { mobile: expected, note: written } });
      }
    });
  });
});

/**
 * Administrator tasks from the shell:
 *
 *   npm run admin -- set-password [--username NAME] [--generate]
 *   npm run admin -- two-step-off --username NAME
 *   npm run admin -- backup FILE
 *   npm run admin -- restore FILE
 *
 * set-password asks for the new password (twice, not echoed), or generates one with
 * --generate, and signs out every session. two-step-off turns a person's two-step
 * sign-in off (a lost phone and no recovery codes, with no other Administrator to
 * reset it) and signs out their sessions. backup writes one archive of the
 * embedded database and the stored files; restore brings one back into an empty
 * DATA_DIR. They use the same configuration as the server (DATA_DIR or
 * DATABASE_URL). With the embedded database each takes DATA_DIR's lock, so they
 * stop at once, naming it, while a server runs on the same directory.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { MIN_PASSWORD_LENGTH } from "#common/schemas/auth";
import { generatePassword } from "../server/auth/password.ts";
import { BackupError, backup, restore } from "../server/backups/offline-backup.ts";
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { DataDirLockedError } from "../server/db/data-dir-lock.ts";
import { createServices } from "../server/services/index.ts";

function usage(): never {
  console.error(
    [
      "Usage: npm run admin -- set-password [--username NAME] [--generate]",
      "       npm run admin -- two-step-off --username NAME",
      "       npm run admin -- backup FILE",
      "       npm run admin -- restore FILE",
    ].join("\n"),
  );
  process.exit(2);
}

/** Expected failures (a held DATA_DIR, a bad archive or configuration) end with their message, not a trace. */
process.on("uncaughtException", (err) => {
  if (err instanceof DataDirLockedError || err instanceof BackupError || err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});

/** Asks questions on one readline interface, not echoing the answers on a terminal. */
function createPrompt() {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  rl.on("line", (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else lines.push(line);
  });
  return {
    ask(question: string): Promise<string> {
      muted = false;
      process.stdout.write(question);
      muted = true;
      const buffered = lines.shift();
      if (buffered !== undefined) return Promise.resolve(buffered);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close() {
      rl.close();
      if (process.stdin.isTTY) process.stdout.write("\n");
    },
  };
}

// The environment's ADMIN_* would reset the admin again at the next start; ignore them here.
const config = loadConfig({ ...process.env, ADMIN_USERNAME: "", ADMIN_PASSWORD: "", LOG_LEVEL: "silent" });

const [command, ...rest] = process.argv.slice(2);
if (command === "backup" || command === "restore") {
  const [file] = rest;
  if (!file || rest.length !== 1) usage();
  if (command === "backup") {
    const result = await backup(config, file);
    console.log(`Backed up the database and ${result.files} stored files to ${result.file}.`);
  } else {
    const result = await restore(config, file);
    console.log(`Restored the database and ${result.files} stored files (backup of ${result.createdAt}).`);
  }
  process.exit(0);
}
if (command !== "set-password" && command !== "two-step-off") usage();
const usernameIndex = rest.indexOf("--username");
const username = usernameIndex >= 0 ? rest[usernameIndex + 1] : undefined;
if (usernameIndex >= 0 && !username) usage();

const openServices = async () => {
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: "postgres", url: config.databaseUrl }
      : { driver: "pglite", dataDir: config.dataDir, owner: `npm run admin -- ${command}` },
  );
  const services = createServices({ config, database });
  return {
    services,
    close: async () => {
      await services.close();
      await database.close();
    },
  };
};

if (command === "two-step-off") {
  if (!username) usage();
  const { services, close } = await openServices();
  try {
    if (!(await services.twoStep.turnOffFromServer(username))) {
      console.error(`No account "${username}".`);
      process.exitCode = 1;
    } else {
      console.log(`Two-step sign-in is off for "${username}", and their sessions have ended.`);
    }
  } finally {
    await close();
  }
  process.exit();
}

let password: string;
if (rest.includes("--generate")) {
  password = generatePassword();
} else {
  const prompt = createPrompt();
  password = await prompt.ask("New admin password: ");
  if (password.length < MIN_PASSWORD_LENGTH) {
    console.error(`\nThe password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    process.exit(1);
  }
  const repeated = await prompt.ask("\nRepeat it: ");
  prompt.close();
  if (repeated !== password) {
    console.error("\nThe two passwords do not match.");
    process.exit(1);
  }
  console.log();
}

const { services, close } = await openServices();
try {
  const name = await services.auth.resetPassword(password, username);
  console.log(`Password set for admin "${name}". Every session has been signed out.`);
  if (rest.includes("--generate")) console.log(`New password: ${password}`);
} finally {
  await close();
}

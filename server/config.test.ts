import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("gives working defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.site.name).toBe("Pragati Education Foundation");
    expect(config.site.foundedYear).toBe(2025);
    expect(config.site.volunteerFormUrl).toMatch(/^https:\/\//);
  });

  it("reads site facts from the environment", () => {
    const config = loadConfig({ SITE_NAME: "Asha Trust", SITE_UPI_ID: "asha.trust@hdfcbank", PORT: "8080" });
    expect(config.site.name).toBe("Asha Trust");
    expect(config.site.upiId).toBe("asha.trust@hdfcbank");
    expect(config.port).toBe(8080);
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ SITE_UPI_ID: "not a upi id" }, "SITE_UPI_ID"],
    [{ SITE_EMAIL: "nobody" }, "SITE_EMAIL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ SITE_VOLUNTEER_FORM_URL: "javascript:alert(1)" }, "SITE_VOLUNTEER_FORM_URL"],
  ])("rejects %o naming the variable", (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });
});

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
    // No outside form unless one is set: every Apply opens the site's own.
    expect(config.site.externalApplicationFormUrl).toBe("");
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

  it("has no metrics without METRICS_TOKEN (or with an empty one)", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: " " }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "0123456789abcdef0123" }).metricsToken).toBe("0123456789abcdef0123");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ SITE_UPI_ID: "not a upi id" }, "SITE_UPI_ID"],
    [{ SITE_EMAIL: "nobody" }, "SITE_EMAIL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ SITE_VOLUNTEER_FORM_URL: "javascript:alert(1)" }, "SITE_VOLUNTEER_FORM_URL"],
    [{ TRUST_PROXY: "nginx" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.1, example.org" }, "TRUST_PROXY"],
    [{ PUBLIC_URL: "ftp://example.org" }, "PUBLIC_URL"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN"],
  ])("rejects %o naming the variable", (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });

  it.each([
    ["", false],
    ["false", false],
    ["true", 1],
    ["1", 1],
    ["2", 2],
    ["127.0.0.1", ["127.0.0.1"]],
    ["10.0.0.0/8, 2001:db8::/32,loopback", ["10.0.0.0/8", "2001:db8::/32", "loopback"]],
  ])("reads TRUST_PROXY=%j as a hop count or an address list, never 'every hop'", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it("builds absolute URLs from PUBLIC_URL, else from the server's own address", () => {
    expect(loadConfig({ PUBLIC_URL: "https://example.org/" }).origin).toBe("https://example.org");
    expect(loadConfig({ PORT: "8080" }).origin).toBe("http://localhost:8080");
  });
});

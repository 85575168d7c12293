import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPanVault, PanVaultError, parseDataKey } from "./pan-vault.ts";

const key = (id: string) => ({ id, secret: randomBytes(32) });

describe("PANs at rest", () => {
  it("are sealed so that the stored value shows nothing of the PAN, and open again", () => {
    const vault = createPanVault(key("k1"));
    const sealed = vault.seal("ABCPS1234F");
    expect(sealed).toMatch(/^v1\.k1\./);
    expect(sealed).not.toContain("ABCPS");
    expect(sealed).not.toContain("1234");
    // A fresh nonce each time: equal PANs are not equal stored values.
    expect(vault.seal("ABCPS1234F")).not.toBe(sealed);
    expect(vault.open(sealed)).toBe("ABCPS1234F");
  });

  it("are found again by a blind index, the same for the same PAN", () => {
    const vault = createPanVault(key("k1"));
    expect(vault.index("ABCPS1234F")).toBe(vault.index("ABCPS1234F"));
    expect(vault.index("ABCPS1234F")).not.toBe(vault.index("ABCPS1234G"));
    expect(createPanVault(key("k1")).index("ABCPS1234F")).not.toBe(vault.index("ABCPS1234F"));
  });

  it("refuse a value changed at rest or sealed under a key the site does not have", () => {
    const vault = createPanVault(key("k1"));
    const sealed = vault.seal("ABCPS1234F");
    const parts = sealed.split(".");
    const body = parts[4] ?? "";
    // Its first character (all of whose bits count; the last one's may be padding).
    const changed = [...parts.slice(0, 4), `${body.startsWith("A") ? "B" : "A"}${body.slice(1)}`].join(".");
    expect(() => vault.open(changed)).toThrow(PanVaultError);
    expect(() => createPanVault(key("k1")).open(sealed)).toThrow(/does not open/);
    expect(() => createPanVault(key("k2")).open(sealed)).toThrow(/unknown key/);
    // Moved under another key's name: the name is authenticated too.
    const other = createPanVault(key("k2"));
    expect(() => other.open(sealed.replace("v1.k1.", "v1.k2."))).toThrow(PanVaultError);
  });

  it("open what an older key sealed after a new key is brought in, and reseal it", () => {
    const first = key("k1");
    const old = createPanVault(first).seal("ABCPS1234F");
    const vault = createPanVault(key("k2"), [first]);
    expect(vault.open(old)).toBe("ABCPS1234F");
    expect(vault.reseal(old)).toMatch(/^v1\.k2\./);
  });

  it("take the key as configured, and say how to make one", () => {
    const secret = randomBytes(32);
    expect(parseDataKey(`k1:${secret.toString("base64")}`)).toEqual({ id: "k1", secret });
    expect(() => parseDataKey("k1:short")).toThrow(/openssl rand -base64 32/);
    expect(() => parseDataKey(secret.toString("base64"))).toThrow(PanVaultError);
  });

  it("sign a donor's link so that only the same text under one of the site's keys passes", () => {
    const first = key("k1");
    const signature = createPanVault(first).sign("receipt-copy:r1:1900000000");
    const later = createPanVault(key("k2"), [first]);
    expect(later.signed("receipt-copy:r1:1900000000", signature)).toBe(true);
    expect(later.signed("receipt-copy:r1:1900000001", signature)).toBe(false);
    expect(later.signed("receipt-copy:r2:1900000000", signature)).toBe(false);
    expect(createPanVault(key("k3")).signed("receipt-copy:r1:1900000000", signature)).toBe(false);
    expect(later.signed("receipt-copy:r1:1900000000", "short")).toBe(false);
  });
});

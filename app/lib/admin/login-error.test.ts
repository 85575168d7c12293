import { describe, expect, it } from "vitest";
import { ApiError } from "../api-client";
import { loginErrorMessage } from "./login-error";

describe("loginErrorMessage", () => {
  it("maps a 401 (the API's 'Invalid credentials') to the invalid-credentials message", () => {
    expect(loginErrorMessage(new ApiError("Invalid credentials", 401, {}))).toEqual({
      message: "Invalid username or password. Please try again",
      offline: false,
    });
  });

  it("maps validation failures (400), whatever their words", () => {
    expect(loginErrorMessage(new ApiError("Validation errors: username: Username is required", 400, {})).message).toBe(
      "Please enter valid username and password.",
    );
  });

  it("keeps the server's advice on 429", () => {
    expect(
      loginErrorMessage(new ApiError("Too many failed sign-in attempts. Please wait 15 minutes", 429, {})),
    ).toEqual({
      message: "Too many failed sign-in attempts. Please wait 15 minutes",
      offline: false,
    });
  });

  it("treats anything else as a connection failure, offline when the network failed", () => {
    expect(loginErrorMessage(new TypeError("Failed to fetch"))).toEqual({
      message: "Server connection failed. Please try again later",
      offline: true,
    });
    expect(loginErrorMessage(new ApiError("boom", 500, {}))).toEqual({
      message: "Server connection failed. Please try again later",
      offline: false,
    });
  });
});

import { describe, expect, it } from "vitest";
import { socialProviders } from "./social-config";

const mock = {
  SOCIAL_PROVIDERS: "mock, broken",
  SOCIAL_MOCK_NAME: "Mock ID",
  SOCIAL_MOCK_CLIENT_ID: "shop",
  SOCIAL_MOCK_AUTHORIZE_URL: "http://localhost:9000/authorize",
  SOCIAL_MOCK_TOKEN_URL: "http://localhost:9000/token",
  SOCIAL_MOCK_USERINFO_URL: "http://localhost:9000/userinfo",
  SOCIAL_BROKEN_CLIENT_ID: "x",
  SOCIAL_BROKEN_AUTHORIZE_URL: "javascript:alert(1)",
};

describe("social login providers from the environment", () => {
  it("lists each complete provider with its endpoints and default scopes", () => {
    expect(socialProviders(mock)).toEqual([
      {
        id: "mock",
        name: "Mock ID",
        clientId: "shop",
        clientSecret: null,
        authorizeUrl: "http://localhost:9000/authorize",
        tokenUrl: "http://localhost:9000/token",
        userinfoUrl: "http://localhost:9000/userinfo",
        scopes: ["openid", "email", "profile"],
      },
    ]);
  });

  it("offers none when nothing is configured", () => {
    expect(socialProviders({})).toEqual([]);
  });
});

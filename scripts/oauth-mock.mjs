// A real local OAuth 2.0 / OpenID Connect server (oauth2-mock-server) for the
// social login tests: it runs the code flow with PKCE and answers userinfo
// per client. Client "shop-mock" is a person with a verified e-mail; client
// "shop-nomail" is a new person without an e-mail on every login.
import { randomUUID } from "node:crypto";
import { OAuth2Server } from "oauth2-mock-server";

export const SOCIAL_PERSON = {
  sub: "social-person-1",
  email: "social.person@example.com",
  email_verified: true,
  name: "Sonia Społeczna",
};

function clientOf(req) {
  const token = /^Bearer\s+(\S+)/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
  try {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).client_id;
  } catch {
    return undefined;
  }
}

/** Starts the server on `port` and returns the environment that configures both providers. */
export async function startOAuthMock(port) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeTokenSigning", (token, req) => {
    token.payload.client_id = req.body?.client_id;
  });
  server.service.on("beforeUserinfo", (response, req) => {
    response.body =
      clientOf(req) === "shop-nomail"
        ? { sub: `nomail-${randomUUID()}`, name: "Nina Bezmaila" }
        : SOCIAL_PERSON;
  });
  await server.start(port, "localhost");
  const base = `http://localhost:${port}`;
  const provider = (id, name, client) => ({
    [`SOCIAL_${id}_NAME`]: name,
    [`SOCIAL_${id}_CLIENT_ID`]: client,
    [`SOCIAL_${id}_AUTHORIZE_URL`]: `${base}/authorize`,
    [`SOCIAL_${id}_TOKEN_URL`]: `${base}/token`,
    [`SOCIAL_${id}_USERINFO_URL`]: `${base}/userinfo`,
  });
  return {
    SOCIAL_PROVIDERS: "mock,nomail",
    ...provider("MOCK", "MockID", "shop-mock"),
    ...provider("NOMAIL", "NoMail ID", "shop-nomail"),
  };
}

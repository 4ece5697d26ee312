/**
 * Social login providers, configured by environment variables (documented in
 * docs/decisions/0009-accounts.md and the README):
 *
 *   SOCIAL_PROVIDERS=google,mock                 ids, in the order shown
 *   SOCIAL_<ID>_NAME=Google                      the button's name
 *   SOCIAL_<ID>_CLIENT_ID, SOCIAL_<ID>_CLIENT_SECRET (the secret may be empty for a public client)
 *   SOCIAL_<ID>_AUTHORIZE_URL, SOCIAL_<ID>_TOKEN_URL, SOCIAL_<ID>_USERINFO_URL
 *   SOCIAL_<ID>_SCOPES="openid email profile"    (default)
 *
 * A provider missing its client id or an endpoint is left out.
 */
export interface SocialProviderConfig {
  id: string;
  name: string;
  clientId: string;
  clientSecret: string | null;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scopes: string[];
}

function isUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export function socialProviders(
  env: Record<string, string | undefined> = process.env,
): SocialProviderConfig[] {
  const ids = (env["SOCIAL_PROVIDERS"] ?? "")
    .split(",")
    .map((id) => id.trim().toLowerCase())
    .filter((id) => /^[a-z0-9-]{1,32}$/.test(id));
  const out: SocialProviderConfig[] = [];
  for (const id of [...new Set(ids)]) {
    const key = (name: string) => env[`SOCIAL_${id.toUpperCase().replace(/-/g, "_")}_${name}`];
    const clientId = key("CLIENT_ID");
    const [authorizeUrl, tokenUrl, userinfoUrl] = [
      key("AUTHORIZE_URL"),
      key("TOKEN_URL"),
      key("USERINFO_URL"),
    ];
    if (!clientId || !isUrl(authorizeUrl) || !isUrl(tokenUrl) || !isUrl(userinfoUrl)) continue;
    out.push({
      id,
      name: key("NAME") || id,
      clientId,
      clientSecret: key("CLIENT_SECRET") || null,
      authorizeUrl,
      tokenUrl,
      userinfoUrl,
      scopes: (key("SCOPES") ?? "openid email profile").split(/\s+/).filter(Boolean),
    });
  }
  return out;
}

export function socialProvider(
  id: string,
  env: Record<string, string | undefined> = process.env,
): SocialProviderConfig | undefined {
  return socialProviders(env).find((p) => p.id === id);
}

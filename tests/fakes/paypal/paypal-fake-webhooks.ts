/**
 * The PayPal fake's webhooks: it signs the events it sends the way PayPal
 * does and answers verify-webhook-signature for them.
 *
 * PayPal signs `<transmission id>|<transmission time>|<webhook id>|<CRC32 of
 * the body, decimal>` with SHA256withRSA and sends the signature (base64) in
 * PAYPAL-TRANSMISSION-SIG, the certificate's URL in PAYPAL-CERT-URL and the
 * algorithm in PAYPAL-AUTH-ALGO. verify-webhook-signature takes those values,
 * the webhook id and the event, and answers SUCCESS or FAILURE.
 * https://developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post
 * https://hookdeck.com/webhooks/platforms/how-to-secure-and-verify-paypal-webhooks-with-hookdeck
 * https://stackoverflow.com/questions/62870568/how-to-verify-a-paypal-webhook-notification-diy-style-without-using-paypal-sdk/62870569
 *   (the message: transmission id|time|the webhook's own id|CRC32 of the body)
 *
 * The fake serves its public key as PEM at the certificate URL (PayPal serves
 * an X.509 certificate there); the shop never reads it, PayPal's verify call does.
 */
import { generateKeyPairSync, randomUUID, sign, verify } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { crc32 } from "node:zlib";

export interface SignedWebhook {
  headers: Headers;
  body: string;
}

interface Transmission {
  time: string;
  webhookId: string;
  body: string;
}

function message(id: string, time: string, webhookId: string, body: string): string {
  return `${id}|${time}|${webhookId}|${crc32(Buffer.from(body, "utf8"))}`;
}

export function webhookSigner(certUrl: string) {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const transmissions = new Map<string, Transmission>();

  return {
    publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString(),

    /** The event as PayPal delivers it to the webhook `webhookId`: JSON body and transmission headers. */
    sign(event: object, webhookId: string): SignedWebhook {
      const id = randomUUID();
      const time = new Date().toISOString();
      const body = JSON.stringify(event);
      const signature = sign("sha256", Buffer.from(message(id, time, webhookId, body)), privateKey);
      transmissions.set(id, { time, webhookId, body });
      const headers = new Headers({
        "content-type": "application/json",
        "paypal-transmission-id": id,
        "paypal-transmission-time": time,
        "paypal-transmission-sig": signature.toString("base64"),
        "paypal-cert-url": certUrl,
        "paypal-auth-algo": "SHA256withRSA",
      });
      return { headers, body };
    },

    /** SUCCESS only for a transmission this fake signed, for that webhook id and that event. */
    verify(request: Record<string, unknown>): "SUCCESS" | "FAILURE" {
      const {
        transmission_id,
        transmission_time,
        transmission_sig,
        webhook_id,
        cert_url,
        auth_algo,
      } = request;
      if (
        typeof transmission_id !== "string" ||
        typeof transmission_time !== "string" ||
        typeof transmission_sig !== "string" ||
        typeof webhook_id !== "string"
      ) {
        return "FAILURE";
      }
      const sent = transmissions.get(transmission_id);
      if (!sent || sent.webhookId !== webhook_id || sent.time !== transmission_time)
        return "FAILURE";
      if (cert_url !== certUrl || auth_algo !== "SHA256withRSA") return "FAILURE";
      if (!isDeepStrictEqual(JSON.parse(sent.body), request["webhook_event"])) return "FAILURE";
      const signed = Buffer.from(
        message(transmission_id, transmission_time, webhook_id, sent.body),
      );
      const ok = verify("sha256", signed, publicKey, Buffer.from(transmission_sig, "base64"));
      return ok ? "SUCCESS" : "FAILURE";
    },
  };
}

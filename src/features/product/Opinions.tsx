/**
 * Opinion list with 'show more' (4 at a time) and, for a single product when
 * adding is enabled, the add-opinion modal. Opinion text is rendered as text.
 * After adding, a cookie (set by the server) disables adding for 365 days.
 */
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/Button";
import { Modal } from "../../components/ui/Modal";
import { formatDate } from "../../domain/shop/dates";
import {
  canSubmitOpinion,
  OPINION_STARS,
  OPINIONS_PAGE_SIZE,
} from "../../domain/catalogue/opinions";
import { showAlert } from "../alerts/alerts.store";
import { apiGet, apiPost } from "../shared/api-client";
import type { Opinion } from "../../domain/catalogue/catalogue.types";
import { useMounted } from "../shared/use-client-store";
import type { OpinionMessages } from "./island-keys";
import { format } from "../../i18n/format";
import { serverPure } from "../shared/server-pure";

export type OpinionItem = Opinion;

interface Props {
  productId: string;
  lang: string;
  initial: OpinionItem[];
  total: number;
  canAdd: boolean;
  showProductName?: boolean | undefined;
  messages: OpinionMessages;
  /** The shop's time zone: the dates read the same on the server and on any device. */
  timeZone: string;
}

export function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {Array.from({ length: OPINION_STARS }, (_, i) => (
        <span key={i} className={i < value ? "stars__on" : "stars__off"} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

export default function Opinions(props: Props) {
  const m = props.messages;
  const mounted = useMounted();
  const [items, setItems] = useState(props.initial);
  const [more, setMore] = useState(props.initial.length < props.total);
  const [loading, setLoading] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [added, setAdded] = useState(false);
  const cookieSet =
    mounted &&
    document.cookie.split(/;\s*/).some((c) => c.startsWith(`opinion_${props.productId}=`));

  const loadMore = async () => {
    setLoading(true);
    const answer = await apiGet<{ opinions: OpinionItem[]; total: number }>("/api/public/opinion", {
      query: { id: props.productId, offset: items.length, lang: props.lang },
    });
    setLoading(false);
    const data = answer.ok ? answer.data : null;
    if (!data || !Array.isArray(data.opinions)) {
      setMore(false);
      return;
    }
    const next = [...items, ...data.opinions.filter((o) => !items.some((i) => i._id === o._id))];
    setItems(next);
    setMore(data.opinions.length === OPINIONS_PAGE_SIZE && next.length < data.total);
  };

  return (
    <div className="opinions">
      {props.canAdd && (
        <div className="opinions__add">
          {added ? (
            <p role="status">{m["productPage.opinionThanks"]}</p>
          ) : cookieSet ? (
            <p className="muted">{m["productPage.opinionAlready"]}</p>
          ) : (
            <Button variant="secondary" onClick={() => setFormOpen(true)}>
              {m["productPage.opinionAdd"]}
            </Button>
          )}
        </div>
      )}
      <ul className="opinions__list">
        {items.map((o) => (
          <li key={o._id} className="opinion">
            <div className="opinion__head">
              <strong className="opinion__author">{o.user.name}</strong>
              {props.showProductName && o.product.name && (
                <span className="opinion__product">{o.product.name}</span>
              )}
              <time dateTime={o.createdAt} className="muted">
                {formatDate(o.createdAt, props.timeZone)}
              </time>
              {!o.verified && (
                <span className="opinion__tag">{m["productPage.opinionUnverified"]}</span>
              )}
            </div>
            <Stars
              value={o.number}
              label={format(m["productPage.opinionRating"], { n: o.number })}
            />
            <p className="opinion__text">{o.text}</p>
          </li>
        ))}
      </ul>
      {more && (
        <Button variant="secondary" disabled={loading} onClick={() => void loadMore()}>
          {m["productPage.opinionsMore"]}
        </Button>
      )}
      {formOpen && (
        <OpinionForm
          productId={props.productId}
          lang={props.lang}
          messages={m}
          onClose={() => setFormOpen(false)}
          onAdded={() => {
            setAdded(true);
            setFormOpen(false);
          }}
        />
      )}
    </div>
  );
}

function OpinionForm(props: {
  productId: string;
  lang: string;
  messages: OpinionMessages;
  onClose: () => void;
  onAdded: () => void;
}) {
  const m = props.messages;
  const [name, setName] = useState("");
  const [text, setText] = useState("");
  const [rating, setRating] = useState(0);
  const [sending, setSending] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const { onClose } = props;

  useEffect(() => {
    first.current?.focus();
  }, []);

  const submit = async () => {
    if (!canSubmitOpinion({ name, text, rating })) return;
    setSending(true);
    const answer = await apiPost("/api/public/opinion", {
      lang: props.lang,
      id: props.productId,
      name,
      text,
      number: rating,
    });
    setSending(false);
    if (answer.ok) props.onAdded();
    else if (answer.status === 409) {
      showAlert({ type: "info", msg: m["productPage.opinionAlready"] });
      props.onClose();
    } else showAlert({ type: "warning", msg: m["alerts.unexpectedError"], delayMs: 5_000 });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={m["productPage.opinionAdd"]}
      closeLabel={m["productPage.close"]}
    >
      <form
        className="form-stack"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="form-field">
          <label htmlFor="opinion-name" className="form-field__label">
            {m["productPage.opinionName"]} *
          </label>
          <input
            ref={first}
            id="opinion-name"
            className="field"
            required
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <fieldset className="opinion-rating">
          <legend>{m["productPage.opinionStars"]}</legend>
          {Array.from({ length: OPINION_STARS }, (_, i) => i + 1).map((n) => (
            <label key={n} className={n <= rating ? "stars__on" : "stars__off"}>
              <input
                type="radio"
                name="opinion-rating"
                className="visually-hidden"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                aria-label={format(m["productPage.opinionStar"], { n })}
              />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </fieldset>
        <div className="form-field">
          <label htmlFor="opinion-text" className="form-field__label">
            {m["productPage.opinionText"]}
          </label>
          <textarea
            id="opinion-text"
            className="field"
            rows={4}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="modal__actions">
          <Button type="submit" disabled={sending || !canSubmitOpinion({ name, text, rating })}>
            {m["productPage.opinionSubmit"]}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {m["productPage.close"]}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

// Its server HTML depends on its props alone (see serverPure).
serverPure(Opinions);

// The checkout form of a guest and the body of POST /api/public/order/new paying by the chosen
// method, as the shop's checkout sends them (shared by the order tests, the soak's shoppers,
// the engines bench and the shots of the order pages).

/** A valid checkout form for `email`: a Warsaw address, the required consents given. */
export function checkoutForm(email) {
  return {
    ship: {
      name: "Anna Nowak",
      street: "Długa",
      number: "5",
      apartment: "",
      postCode: "00-950",
      region: "",
      city: "Warszawa",
      phone: "600700800",
    },
    email,
    retypedEmail: email,
    comment: "",
    company: false,
    nip: "",
    showInvoice: false,
    terms: true,
    processing: true,
    marketing: false,
  };
}

export function orderBody({ lines, deliveryId, paymentId, email, idempotencyKey }) {
  return {
    lines,
    country: "pl",
    delivery: { id: deliveryId },
    paymentId,
    idempotencyKey,
    form: checkoutForm(email),
  };
}

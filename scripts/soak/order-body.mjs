// The body of POST /api/public/order/new for a guest paying by the chosen method, as the
// checkout form sends it (shared by the soak's shoppers and the engines bench).
export function orderBody({ lines, deliveryId, paymentId, email, idempotencyKey }) {
  return {
    lines,
    country: "pl",
    delivery: { id: deliveryId },
    paymentId,
    idempotencyKey,
    form: {
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
    },
  };
}

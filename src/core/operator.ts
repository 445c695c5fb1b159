/**
 * The operator of the service, in one place: /contact, /terms and /privacy all show these. The spec
 * keeps placeholders until the company's details are known (product-spec section 2, /terms); fill
 * them in here, once, before going live.
 */
export const OPERATOR = {
  name: '[Nazwa firmy]',
  address: '[Adres]',
  phone: '[Telefon]',
} as const;

/** "Firma, adres, tel. …" on one line, for running text. */
export function operatorLine(): string {
  return `${OPERATOR.name}, ${OPERATOR.address}, tel. ${OPERATOR.phone}`;
}

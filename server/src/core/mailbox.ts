/**
 * The mailbox an address reaches, for per-email limits: case, a quoted local part and a "+tag" do
 * not make another mailbox (so they share one allowance).
 */
export const mailbox = (email: string) => {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, at).replace(/^"|"$/g, "").split("+")[0]}${email.slice(at)}`.toLowerCase();
};

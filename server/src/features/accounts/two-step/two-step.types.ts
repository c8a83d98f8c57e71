import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "A new authenticator app's secret, to scan or type in; in force once a code from it is confirmed" })
export class AuthenticatorSetUp {
  @Field({ description: "The secret (base32), for apps that cannot scan the QR code" })
  secret: string;

  @Field({ description: "The otpauth:// address the QR code holds" })
  uri: string;

  @Field({ description: "The QR code, as SVG markup" })
  qrCodeSvg: string;
}

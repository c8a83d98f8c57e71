import { isoCBOR } from "@simplewebauthn/server/helpers";
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** The flags byte of authenticator data: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Options {
  /** The origin the browser would put in clientDataJSON. */
  origin: string;
  /** The relying party id whose hash the authenticator signs. */
  rpId: string;
  /** Whether the authenticator says it verified the user (a PIN, a fingerprint). */
  verifiesUser?: boolean;
}

/**
 * A software passkey authenticator for server tests: makes the answers a browser would give to
 * navigator.credentials.create and .get (ES256, "none" attestation), byte for byte as the
 * WebAuthn specification lays them out, so the server's real checks run on them.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle = "";
  signCount = 0;

  constructor(private readonly options: Options) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  private flags(extra = 0): number {
    return UP | (this.options.verifiesUser === false ? 0 : UV) | extra;
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.options.origin, crossOrigin: false }));
  }

  /** The answer to navigator.credentials.create for these options (RegistrationResponseJSON). */
  register(optionsJson: string): Record<string, unknown> {
    const options = JSON.parse(optionsJson) as { challenge: string; user: { id: string } };
    this.userHandle = options.user.id;
    const jwk = this.publicKey.export({ format: "jwk" });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([this.authData(AT), Buffer.alloc(16), idLength, this.credentialId, Buffer.from(isoCBOR.encode(coseKey))]);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]) as never);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      response: { clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge)), attestationObject: b64url(attestationObject), transports: ["internal"] },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** The answer to navigator.credentials.get for these options (AuthenticationResponseJSON); the sign count moves on. */
  signIn(optionsJson: string, { countUp = true } = {}): Record<string, unknown> {
    const { challenge } = JSON.parse(optionsJson) as { challenge: string };
    if (countUp) this.signCount += 1;
    const authData = this.authData();
    const clientDataJSON = this.clientData("webauthn.get", challenge);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: this.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  private authData(extraFlags = 0): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.signCount);
    return Buffer.concat([sha256(this.options.rpId), Buffer.from([this.flags(extraFlags)]), count]);
  }
}

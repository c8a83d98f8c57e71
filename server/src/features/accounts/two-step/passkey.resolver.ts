import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../../core/context";
import { Passkey } from "./passkey.entity";
import { PasskeyService } from "./passkeys.service";
import { PasskeyInput } from "./two-step.inputs";

/** The signed-in account's passkeys. */
@Resolver(() => Passkey)
export class PasskeyResolver {
  constructor(private readonly service: PasskeyService) {}

  @Authorized()
  @Query(() => [Passkey], { description: "The signed-in account's passkeys, newest first" })
  passkeys(@Ctx() context: Context): Promise<Passkey[]> {
    return this.service.list(context.user);
  }

  @Authorized()
  @Mutation(() => String, {
    description: "Starts adding a passkey: the options for the browser's navigator.credentials.create (PublicKeyCredentialCreationOptionsJSON) as JSON text. Its challenge works once, for 5 minutes. FRESH_PROOF_REQUIRED unless this sign-in confirmed it's you in the last 5 minutes (`confirmItsYou`)",
  })
  startPasskeyRegistration(@Ctx() context: Context): Promise<string> {
    return this.service.registrationOptions(context.user);
  }

  @Authorized()
  @Mutation(() => Passkey, { description: "Adds the passkey the browser made to the signed-in account, under the name given; its owner is emailed. FRESH_PROOF_REQUIRED without a recent proof (`confirmItsYou`); CONFLICT when the passkey is already on an account" })
  addPasskey(@Arg("input", () => PasskeyInput, { description: "Its name and the browser's answer" }) input: PasskeyInput, @Ctx() context: Context): Promise<Passkey> {
    return this.service.add(context.user, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Removes one of the signed-in account's passkeys; its owner is emailed. FRESH_PROOF_REQUIRED without a recent proof (`confirmItsYou`)" })
  removePasskey(@Arg("id", () => ID, { description: "The passkey" }) id: string, @Ctx() context: Context): Promise<boolean> {
    return this.service.remove(context.user, id);
  }
}

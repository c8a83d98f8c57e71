import { graphql } from "../../gql";

/** Passkeys and two-step sign-in: the login page's steps and the account page's panels. */

export const LoginSecondStepMutation = graphql(`
  mutation LoginSecondStep($ticket: String!, $code: String!) {
    loginSecondStep(ticket: $ticket, code: $code) {
      token
      user {
        id
        role
      }
    }
  }
`);

export const StartPasskeySignInMutation = graphql(`
  mutation StartPasskeySignIn {
    startPasskeySignIn
  }
`);

export const SignInWithPasskeyMutation = graphql(`
  mutation SignInWithPasskey($response: String!) {
    signInWithPasskey(response: $response) {
      token
      user {
        id
        role
      }
    }
  }
`);

export const PasskeysQuery = graphql(`
  query Passkeys {
    passkeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

export const StartPasskeyRegistrationMutation = graphql(`
  mutation StartPasskeyRegistration {
    startPasskeyRegistration
  }
`);

export const AddPasskeyMutation = graphql(`
  mutation AddPasskey($input: PasskeyInput!) {
    addPasskey(input: $input) {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`);

export const RemovePasskeyMutation = graphql(`
  mutation RemovePasskey($id: ID!) {
    removePasskey(id: $id)
  }
`);

export const StartAuthenticatorSetUpMutation = graphql(`
  mutation StartAuthenticatorSetUp {
    startAuthenticatorSetUp {
      secret
      uri
      qrCodeSvg
    }
  }
`);

export const ConfirmAuthenticatorMutation = graphql(`
  mutation ConfirmAuthenticator($code: String!) {
    confirmAuthenticator(code: $code)
  }
`);

export const TurnOffAuthenticatorMutation = graphql(`
  mutation TurnOffAuthenticator($code: String!) {
    turnOffAuthenticator(code: $code)
  }
`);

export const ConfirmItsYouMutation = graphql(`
  mutation ConfirmItsYou($password: String, $code: String) {
    confirmItsYou(password: $password, code: $code)
  }
`);

export const StartConfirmItsYouWithPasskeyMutation = graphql(`
  mutation StartConfirmItsYouWithPasskey {
    startConfirmItsYouWithPasskey
  }
`);

export const ConfirmItsYouWithPasskeyMutation = graphql(`
  mutation ConfirmItsYouWithPasskey($response: String!) {
    confirmItsYouWithPasskey(response: $response)
  }
`);

/**
 * The home page's two sample files, run by tests/unit/doc-samples-configuration-client.test.ts: the
 * route handler is the GitHub provider page's App Router block (which doc-samples-providers signs in
 * through), and the button is rendered and clicked signed out and signed in.
 */
export const ROUTE_SAMPLE_TITLE = 'app/api/auth/[...nextauth]/route.ts';

export const ROUTE_SAMPLE = `import NextAuth from "next-auth"
import GitHubProvider from "next-auth/providers/github"

const handler = NextAuth({
  providers: [
    GitHubProvider({
      clientId: process.env.GITHUB_ID!,
      clientSecret: process.env.GITHUB_SECRET!,
    }),
  ],
})

export { handler as GET, handler as POST }`;

export const BUTTON_SAMPLE_TITLE = 'app/account-button.tsx';

export const BUTTON_SAMPLE = `"use client"
import { signIn, signOut, useSession } from "next-auth/react"

export function AccountButton() {
  const { data: session } = useSession()
  if (session) {
    return (
      <button onClick={() => signOut()}>
        Sign out {session.user?.email}
      </button>
    )
  }
  return (
    <button onClick={() => signIn("github")}>
      Sign in with GitHub
    </button>
  )
}`;

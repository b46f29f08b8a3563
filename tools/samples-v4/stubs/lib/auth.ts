// Samples import the app's auth options from "@/lib/auth", as a real app would.
import type { AuthOptions } from "next-auth";
import GitHubProvider from "next-auth/providers/github";

export const authOptions: AuthOptions = {
  providers: [GitHubProvider({ clientId: "id", clientSecret: "secret" })],
};

// Samples import the app's auth options from "@/lib/auth", as a real app would.
import type { NextAuthOptions } from "next-auth";
import Providers from "next-auth/providers";

export const authOptions: NextAuthOptions = {
  providers: [Providers.GitHub({ clientId: "id", clientSecret: "secret" })],
};

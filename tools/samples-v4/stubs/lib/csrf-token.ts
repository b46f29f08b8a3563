// Samples import the Custom pages page's helper from "@/lib/csrf-token", as a real app would.
import type { GetServerSidePropsContext } from "next";

export declare function csrfTokenFor(context: GetServerSidePropsContext): Promise<string>;

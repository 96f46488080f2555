/** Links, redirects and the router that keep the visitor's language: use these, not next/link or next/navigation's. */
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint dialogs take the whole screen and panes stack. */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 47.99em)') ?? false;
}

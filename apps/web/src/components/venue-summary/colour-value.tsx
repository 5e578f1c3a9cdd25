import { Group, Text } from '@mantine/core';

/** A brand colour shown as a swatch plus its hex code (the code is what a screen reader reads). */
export function ColourValue({ hex }: { hex: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <span
        aria-hidden="true"
        style={{ width: 16, height: 16, borderRadius: 4, background: hex, border: '1px solid var(--mantine-color-gray-4)', display: 'inline-block' }}
      />
      <Text span size="sm" ff="monospace">
        {hex}
      </Text>
    </Group>
  );
}

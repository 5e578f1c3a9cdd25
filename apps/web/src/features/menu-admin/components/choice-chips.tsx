import { Chip, Group, Text } from '@mantine/core';

export type TChipOption = { value: string; label: string; color?: string };

/** Several-of-many choices as chips: big enough to tap, all visible at once (allergens, tags). */
export function ChoiceChips({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: TChipOption[];
  value: string[];
  onChange: (value: string[]) => void;
  testId?: string;
}) {
  return (
    <div role="group" aria-label={label} data-testid={testId}>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap={6}>
          {options.map((option) => (
            <Chip key={option.value} value={option.value} size="sm" variant="outline" color={option.color}>
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}

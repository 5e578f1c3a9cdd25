import { Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

/** The product name, linking home. "MenuDelite" is a name and is not translated. */
export function BrandLink() {
  return (
    <UnstyledButton component={Link} to="/" aria-label="MenuDelite">
      <Text fw={800} fz="lg" c="var(--mantine-primary-color-filled)" lh={1}>
        MenuDelite
      </Text>
    </UnstyledButton>
  );
}

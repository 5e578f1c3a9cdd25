import type { TReservationDay, TTableCombination } from '@menudelite/shared/reservations/contracts';

export type TTableOption = { value: string; label: string; tableIds: string[]; seats: number };

/**
 * The tables a booking can go to: each active table, then the combinations staff allow (joined
 * tables), each with its seats; those big enough for the party first.
 */
export function tableOptions(
  tables: TReservationDay['tables'],
  combinations: readonly TTableCombination[],
  partySize: number,
  seatsLabel: (table: string, count: number) => string,
): TTableOption[] {
  const options: TTableOption[] = [
    ...tables
      .filter((table) => table.isActive)
      .map((table) => ({ value: `table:${table.id}`, label: seatsLabel(table.label, table.occupancy), tableIds: [table.id], seats: table.occupancy })),
    ...combinations.map((combination) => {
      const name = combination.name || combination.tableLabels.join(' + ');
      return {
        value: `combo:${combination.id}`,
        label: seatsLabel(name, combination.totalOccupancy),
        tableIds: combination.tableIds,
        seats: combination.totalOccupancy,
      };
    }),
  ];
  return options.toSorted((a, b) => Number(b.seats >= partySize) - Number(a.seats >= partySize));
}

/** The option holding exactly these tables (a booking's current place), if any. */
export function optionOf(options: readonly TTableOption[], tableIds: readonly string[]): string | null {
  const key = tableIds.toSorted().join(',');
  return options.find((option) => option.tableIds.toSorted().join(',') === key)?.value ?? null;
}

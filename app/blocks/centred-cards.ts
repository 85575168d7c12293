/**
 * Cards one, two or three a row with the last row centred (five registrations are three
 * and two, not three and two against the left): the classes of the list and of each card.
 */
export const centredCards = {
  list: "flex flex-wrap justify-center gap-4",
  card: "w-full sm:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.667rem)]",
} as const;

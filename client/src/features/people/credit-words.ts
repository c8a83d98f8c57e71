/** One credit as the person's page words it, before the play's title. */
export interface CreditFacts {
  kind: "cast" | "team";
  role: string;
}

/**
 * What comes before the play's title: "Viola in " (a part), "Director, " (a job); a credit without
 * a role says which list it is in ("Cast, ", "Production team, ").
 */
export function creditRole({ kind, role }: CreditFacts): string {
  const named = role.trim();
  if (kind === "cast") return named ? `${named} in ` : "Cast, ";
  return named ? `${named}, ` : "Production team, ";
}

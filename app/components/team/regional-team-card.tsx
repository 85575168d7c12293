import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import type { CardDesign, RegionalTeam, RegionalTeamWords } from "~/content/card-types";

function Fact({ icon, label, children }: { icon: IconName; label: string; children: string }) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon name={icon} className="size-4 text-brand-600" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A regional team (/OurKeyPlayers): its lead, office, size and focus areas. */
function RegionalTeamCard({ team, labels }: { team: RegionalTeam; labels: RegionalTeamWords }) {
  return (
    <Card title={team.region}>
      <dl className="space-y-2 text-sm">
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="user-round" className="size-4 text-brand-600" />
            <span className="sr-only">{labels.lead}</span>
          </dt>
          <dd className="font-semibold text-slate-800">{team.lead}</dd>
        </div>
        <Fact icon="map-pin" label={labels.office}>
          {team.office}
        </Fact>
        <Fact icon="users" label={labels.members}>
          {team.members}
        </Fact>
        <div className="pt-2">
          <dt className="sr-only">{labels.focus}</dt>
          <dd className="flex flex-wrap gap-2">
            {team.focus.map((focus) => (
              <span key={focus} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                {focus}
              </span>
            ))}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

export const regionalTeamCards: CardDesign<"regionalTeam"> = {
  key: (team) => team.region,
  view: (team, set) => <RegionalTeamCard team={team} labels={set.labels} />,
};

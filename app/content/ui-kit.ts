/** Words the shared page components show themselves (button states, screen-reader hints, card labels). */
export const uiKitText = {
  comingSoon: "Coming Soon",
  opensInNewTab: "(opens in a new tab)",
  achievements: "Highlights",
  call: "Call",
  emailLabel: "Email",
  step: "Step",
} as const;

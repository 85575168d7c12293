/**
 * Maps the icon keys used in content modules to drawn (lucide) icons, so the
 * content stays plain data.
 */
import type { LucideIcon } from "lucide-react";
import Award from "lucide-react/icons/award";
import BookOpen from "lucide-react/icons/book-open";
import Briefcase from "lucide-react/icons/briefcase";
import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import Building2 from "lucide-react/icons/building-complex";
import ChartNoAxesColumnIncreasing from "lucide-react/icons/chart-no-axes-column-increasing";
import Clock from "lucide-react/icons/clock";
import Droplet from "lucide-react/icons/droplet";
import Ear from "lucide-react/icons/ear";
import Eye from "lucide-react/icons/eye";
import GraduationCap from "lucide-react/icons/graduation-cap";
import HandHeart from "lucide-react/icons/hand-heart";
import Handshake from "lucide-react/icons/handshake";
import Heart from "lucide-react/icons/heart";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import Landmark from "lucide-react/icons/landmark";
import Laptop from "lucide-react/icons/laptop";
import Leaf from "lucide-react/icons/leaf";
import Lightbulb from "lucide-react/icons/lightbulb";
import MapIcon from "lucide-react/icons/map";
import MapPinned from "lucide-react/icons/map-pinned";
import Medal from "lucide-react/icons/medal";
import Megaphone from "lucide-react/icons/megaphone";
import Palette from "lucide-react/icons/palette";
import Recycle from "lucide-react/icons/recycle";
import Scale from "lucide-react/icons/scale";
import School from "lucide-react/icons/school";
import Scissors from "lucide-react/icons/scissors";
import ShieldCheck from "lucide-react/icons/shield-check";
import Sparkles from "lucide-react/icons/sparkles";
import Sprout from "lucide-react/icons/sprout";
import Stethoscope from "lucide-react/icons/stethoscope";
import Store from "lucide-react/icons/store";
import Sun from "lucide-react/icons/sun";
import Target from "lucide-react/icons/target";
import TreePine from "lucide-react/icons/tree-pine";
import TrendingUp from "lucide-react/icons/trending-up";
import Users from "lucide-react/icons/users";
import UsersRound from "lucide-react/icons/users-round";
import Wallet from "lucide-react/icons/wallet";
import Wrench from "lucide-react/icons/wrench";
import type { IconKey } from "~/content/display-types";

export const contentIcons: Record<IconKey, LucideIcon> = {
  book: BookOpen,
  laptop: Laptop,
  graduation: GraduationCap,
  users: Users,
  school: School,
  heart: Heart,
  briefcase: Briefcase,
  wallet: Wallet,
  handshake: Handshake,
  store: Store,
  sprout: Sprout,
  trees: TreePine,
  recycle: Recycle,
  sun: Sun,
  droplet: Droplet,
  shield: ShieldCheck,
  megaphone: Megaphone,
  award: Award,
  target: Target,
  map: MapIcon,
  chart: ChartNoAxesColumnIncreasing,
  wrench: Wrench,
  palette: Palette,
  scissors: Scissors,
  building: Building2,
  landmark: Landmark,
  leaf: Leaf,
  clock: Clock,
  sparkles: Sparkles,
  stethoscope: Stethoscope,
  eye: Eye,
  handHeart: HandHeart,
  scale: Scale,
  lightbulb: Lightbulb,
  usersRound: UsersRound,
  ear: Ear,
  heartHandshake: HeartHandshake,
  medal: Medal,
  briefcaseBusiness: BriefcaseBusiness,
  trendingUp: TrendingUp,
  mapPinned: MapPinned,
};

/**
 * The Lucide icons the site uses, by name (content frontmatter, cards, pages): add an icon here and its name to
 * src/lib/icon-names.ts (`satisfies` holds the two lists equal), and it is known everywhere as an `IconName`.
 */
import type { IconName } from './icon-names';
import BrainIcon from '@lucide/astro/icons/brain';
import ChartColumnIcon from '@lucide/astro/icons/chart-column';
import DatabaseIcon from '@lucide/astro/icons/database';
import MapIcon from '@lucide/astro/icons/map';
import WorkflowIcon from '@lucide/astro/icons/workflow';
import CodeXmlIcon from '@lucide/astro/icons/code-xml';
import AppWindowIcon from '@lucide/astro/icons/app-window';
import RefreshCwIcon from '@lucide/astro/icons/refresh-cw';
import ShieldIcon from '@lucide/astro/icons/shield';
import SmartphoneIcon from '@lucide/astro/icons/smartphone';
import PaletteIcon from '@lucide/astro/icons/palette';
import PenToolIcon from '@lucide/astro/icons/pen-tool';
import MegaphoneIcon from '@lucide/astro/icons/megaphone';
import ShoppingCartIcon from '@lucide/astro/icons/shopping-cart';
import MousePointerClickIcon from '@lucide/astro/icons/mouse-pointer-click';
import HeadphonesIcon from '@lucide/astro/icons/headphones';
import BoxesIcon from '@lucide/astro/icons/boxes';
import PlugIcon from '@lucide/astro/icons/plug';
import BriefcaseIcon from '@lucide/astro/icons/briefcase';
import TrendingUpIcon from '@lucide/astro/icons/trending-up';
import CloudIcon from '@lucide/astro/icons/cloud';
import MonitorSmartphoneIcon from '@lucide/astro/icons/monitor-smartphone';
import FingerprintPatternIcon from '@lucide/astro/icons/fingerprint-pattern';
import BotIcon from '@lucide/astro/icons/bot';
import PhoneCallIcon from '@lucide/astro/icons/phone-call';
import SparklesIcon from '@lucide/astro/icons/sparkles';
import GlobeIcon from '@lucide/astro/icons/globe';
import LayersIcon from '@lucide/astro/icons/layers';
import UsersIcon from '@lucide/astro/icons/users';
import LockIcon from '@lucide/astro/icons/lock';
import ServerIcon from '@lucide/astro/icons/server';
import MessageSquareIcon from '@lucide/astro/icons/message-square';
import ZapIcon from '@lucide/astro/icons/zap';
import RocketIcon from '@lucide/astro/icons/rocket';
import BuildingIcon from '@lucide/astro/icons/building';
import ChartLineIcon from '@lucide/astro/icons/chart-line';
import KeyRoundIcon from '@lucide/astro/icons/key-round';
import CircleCheckIcon from '@lucide/astro/icons/circle-check';
import LightbulbIcon from '@lucide/astro/icons/lightbulb';
import HandshakeIcon from '@lucide/astro/icons/handshake';
import TargetIcon from '@lucide/astro/icons/target';
import ArrowLeftIcon from '@lucide/astro/icons/arrow-left';
import ArrowRightIcon from '@lucide/astro/icons/arrow-right';
import MenuIcon from '@lucide/astro/icons/menu';
import XIcon from '@lucide/astro/icons/x';
import ChevronDownIcon from '@lucide/astro/icons/chevron-down';
import MailIcon from '@lucide/astro/icons/mail';
import PhoneIcon from '@lucide/astro/icons/phone';
import MapPinIcon from '@lucide/astro/icons/map-pin';
import ClockIcon from '@lucide/astro/icons/clock';
import ShieldCheckIcon from '@lucide/astro/icons/shield-check';
import InfinityIcon from '@lucide/astro/icons/infinity';
import LanguagesIcon from '@lucide/astro/icons/languages';
import GaugeIcon from '@lucide/astro/icons/gauge';
import CalendarCheckIcon from '@lucide/astro/icons/calendar-check';
import FileTextIcon from '@lucide/astro/icons/file-text';
import ImageIcon from '@lucide/astro/icons/image';
import VideoIcon from '@lucide/astro/icons/video';
import SearchIcon from '@lucide/astro/icons/search';
import SettingsIcon from '@lucide/astro/icons/settings';
import CpuIcon from '@lucide/astro/icons/cpu';
import NetworkIcon from '@lucide/astro/icons/network';
import AwardIcon from '@lucide/astro/icons/award';
import HeartHandshakeIcon from '@lucide/astro/icons/heart-handshake';
import LineSquiggleIcon from '@lucide/astro/icons/line-squiggle';
import PiggyBankIcon from '@lucide/astro/icons/piggy-bank';
import TimerIcon from '@lucide/astro/icons/timer';
import MicIcon from '@lucide/astro/icons/mic';
import BellIcon from '@lucide/astro/icons/bell';
import StoreIcon from '@lucide/astro/icons/store';
import ReceiptIcon from '@lucide/astro/icons/receipt';
import TruckIcon from '@lucide/astro/icons/truck';
import StethoscopeIcon from '@lucide/astro/icons/stethoscope';
import FactoryIcon from '@lucide/astro/icons/factory';

export const icons = {
  brain: BrainIcon,
  'chart-column': ChartColumnIcon,
  database: DatabaseIcon,
  map: MapIcon,
  workflow: WorkflowIcon,
  'code-xml': CodeXmlIcon,
  'app-window': AppWindowIcon,
  'refresh-cw': RefreshCwIcon,
  shield: ShieldIcon,
  smartphone: SmartphoneIcon,
  palette: PaletteIcon,
  'pen-tool': PenToolIcon,
  megaphone: MegaphoneIcon,
  'shopping-cart': ShoppingCartIcon,
  'mouse-pointer-click': MousePointerClickIcon,
  headphones: HeadphonesIcon,
  boxes: BoxesIcon,
  plug: PlugIcon,
  briefcase: BriefcaseIcon,
  'trending-up': TrendingUpIcon,
  cloud: CloudIcon,
  'monitor-smartphone': MonitorSmartphoneIcon,
  'fingerprint-pattern': FingerprintPatternIcon,
  bot: BotIcon,
  'phone-call': PhoneCallIcon,
  sparkles: SparklesIcon,
  globe: GlobeIcon,
  layers: LayersIcon,
  users: UsersIcon,
  lock: LockIcon,
  server: ServerIcon,
  'message-square': MessageSquareIcon,
  zap: ZapIcon,
  rocket: RocketIcon,
  building: BuildingIcon,
  'chart-line': ChartLineIcon,
  'key-round': KeyRoundIcon,
  'circle-check': CircleCheckIcon,
  lightbulb: LightbulbIcon,
  handshake: HandshakeIcon,
  target: TargetIcon,
  'arrow-left': ArrowLeftIcon,
  'arrow-right': ArrowRightIcon,
  menu: MenuIcon,
  x: XIcon,
  'chevron-down': ChevronDownIcon,
  mail: MailIcon,
  phone: PhoneIcon,
  'map-pin': MapPinIcon,
  clock: ClockIcon,
  'shield-check': ShieldCheckIcon,
  infinity: InfinityIcon,
  languages: LanguagesIcon,
  gauge: GaugeIcon,
  'calendar-check': CalendarCheckIcon,
  'file-text': FileTextIcon,
  image: ImageIcon,
  video: VideoIcon,
  search: SearchIcon,
  settings: SettingsIcon,
  cpu: CpuIcon,
  network: NetworkIcon,
  award: AwardIcon,
  'heart-handshake': HeartHandshakeIcon,
  'line-squiggle': LineSquiggleIcon,
  'piggy-bank': PiggyBankIcon,
  timer: TimerIcon,
  mic: MicIcon,
  bell: BellIcon,
  store: StoreIcon,
  receipt: ReceiptIcon,
  truck: TruckIcon,
  stethoscope: StethoscopeIcon,
  factory: FactoryIcon,
} satisfies Record<IconName, unknown>;

export type { IconName };

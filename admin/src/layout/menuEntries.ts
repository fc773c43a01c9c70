import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { UnhandledKind } from './useUnhandledLeads';

export interface MenuLink {
  label: string;
  /** A react-admin route: resource paths follow the resource names of the staff API. */
  to: string;
  icon: ComponentType<SvgIconProps>;
  /** The requests of this screen that wait for staff, counted beside it (useUnhandledLeads). */
  unhandled?: UnhandledKind;
}

export interface MenuGroup {
  label: string;
  icon: ComponentType<SvgIconProps>;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

/** Every screen of the sidebar, groups opened, top to bottom. */
export const menuLinks = (entries: MenuEntry[]): MenuLink[] =>
  entries.flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry]));

/** The entries whose screens `mayOpen` allows; a group keeps its allowed screens, and goes when none is left. */
export const allowedEntries = (entries: MenuEntry[], mayOpen: (link: MenuLink) => boolean): MenuEntry[] =>
  entries.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return mayOpen(entry) ? [entry] : [];
    const items = entry.items.filter(mayOpen);
    return items.length ? [{ ...entry, items }] : [];
  });

/** The sidebar of spec 3 §2.1, top to bottom (Logout is appended by the menu itself). */
export const menuEntries: MenuEntry[] = [
  { label: 'Dashboard', to: '/', icon: DashboardOutlined },
  {
    label: 'Home Page',
    icon: HomeOutlined,
    items: [
      { label: 'Featured Images', to: '/featured-images', icon: CollectionsOutlined },
      { label: 'Shop Categories', to: '/shop-categories', icon: CategoryOutlined },
    ],
  },
  {
    label: 'Products',
    icon: DiamondOutlined,
    items: [
      { label: 'Add Product', to: '/products/create', icon: AddCircleOutlined },
      { label: 'Bulk Uploads', to: '/imports', icon: UploadFileOutlined },
      { label: 'Supplier Feeds', to: '/suppliers', icon: LocalShippingOutlined },
      { label: 'Manage Products', to: '/products', icon: Inventory2Outlined },
      { label: 'Customer Reviews', to: '/reviews', icon: RateReviewOutlined },
    ],
  },
  { label: 'Appointments', to: '/appointments', icon: EventOutlined, unhandled: 'appointments' },
  {
    label: 'Users',
    icon: PeopleOutlined,
    items: [
      { label: 'User Management', to: '/users', icon: ManageAccountsOutlined },
      { label: 'Orders', to: '/orders', icon: ReceiptLongOutlined, unhandled: 'orders' },
      { label: 'Contact Us', to: '/contacts', icon: MailOutlined, unhandled: 'messages' },
    ],
  },
  { label: 'Legal Pages', to: '/legal-pages', icon: GavelOutlined },
  { label: 'Settings', to: '/settings', icon: SettingsOutlined },
];

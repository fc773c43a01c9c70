import type { ComponentType, ReactNode } from 'react';
import type { components } from '@gem-shop/widgets/api';

// The staff records as the API documents them (generated from openapi.json).
type Schemas = components['schemas'];

/** The sizes the media service makes of every stored image (absolute addresses). */
export type ImageVariants = Schemas['MediaVariantsDto'];

/** What featured images and shop categories have in common. */
export type HomeContentRecord = Schemas['FeaturedImageDto'] | Schemas['ShopCategoryDto'];

/** GET /api/admin/{resource}/stats. */
export type HomeContentStats = Schemas['ContentStatsDto'];

/** The modal's values: text inputs hold strings, the Active checkbox a boolean. */
export type FormValues = Record<string, string | boolean>;

export type FieldErrors<V extends FormValues> = Partial<Record<keyof V | 'image', string>>;

/** What a resource's form fields receive: the values, their errors, and a setter that clears the field's error. */
export interface FieldsProps<V extends FormValues> {
  values: V;
  errors: FieldErrors<V>;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  disabled: boolean;
}

/**
 * Everything that differs between the Featured Images and Shop Categories screens (spec 3 §2.6, §2.7):
 * the wording, the form fields and how a record is summed up in its row. The page, the list, the
 * modal, the stats, the toggle, the delete and the reorder are the same code for both.
 */
export interface HomeContentScreen<R extends HomeContentRecord, V extends FormValues> {
  /** The react-admin resource, also the path under /api/admin. */
  resource: string;
  /** The name of the list in the reorder body (`imageOrders`, `categoryOrders`). */
  reorderKey: string;
  heading: string;
  intro: ReactNode;
  addLabel: string;
  dialogTitle: { add: string; edit: string };
  loading: string;
  empty: { title: string; hint: string };
  /** Spec 3 §8: shown in the modal when the server gives no message. */
  saveFailed: string;
  saved: { added: string; updated: string };
  remove: { title: string; question: string; succeeded: string; failed: string };
  /** A new record's values; `order` is where it goes in the list (its end, by default). */
  emptyValues: (nextOrder: number) => V;
  toValues: (record: R) => V;
  /** Field rules of spec 3 §5 other than the image's (which the modal checks itself). */
  validate: (values: V) => FieldErrors<V>;
  /** The multipart text fields sent with the image. */
  toFields: (values: V) => Record<string, string>;
  Fields: ComponentType<FieldsProps<V>>;
  /** What the row says about a record under its title. */
  RowDetails: ComponentType<{ record: R }>;
}

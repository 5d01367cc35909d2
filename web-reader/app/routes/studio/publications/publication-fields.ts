import type { KeptUpload } from '../uploads/FileUpload.tsx';

/** What the publication form keeps after a refusal: everything typed (the uploaded images stay in their pickers). */
export interface PublicationFields {
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly topics: readonly string[];
}

/** The images a publication already has, which its form sends back by upload id unless others replace them. */
export interface PublicationImages {
  readonly thumbnail: KeptUpload | null;
  readonly cover: KeptUpload | null;
}

/** The form's fields, in the order they show: a refusal about none of them shows above the form. */
export const PUBLICATION_FIELDS = ['name', 'slug', 'description', 'topics', 'thumbnail', 'cover'];

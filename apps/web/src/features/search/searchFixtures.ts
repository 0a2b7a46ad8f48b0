// Fixed data for the search screen's stories and tests: a dozen voice actors from the profile
// fixture (so every card has a playable silent sample), and the attributes the filters name.
import type { Attribute, AttributeGroup, AttributeGroupName, Provider } from '@vo/sdk';
import { valentina } from '../../testing/profiles';

const names = [
  'Valentina Reyes',
  'Oliver Bennett',
  'Amara Okafor',
  'Lucas Moreau',
  'Hannah Schulz',
  'Diego Alvarez',
  'Grace Whitfield',
  'Kenji Watanabe',
  'Isabella Conti',
  'Samuel Adeyemi',
  'Chloe Fontaine',
  'Noah Fitzgerald',
  'Maya Lindqvist',
] as const;

/** Thirteen voice actors: a full first page and a second one padded with dummies. */
export const searchResults: Provider[] = names.map((name, index) => {
  const id = index + 1;
  const username = name.toLowerCase().replace(' ', '.');
  return {
    ...valentina,
    id,
    user_id: 100 + id,
    user: { username, name },
    display_order: id,
    samples: (valentina.samples ?? []).map((sample, n) => ({
      ...sample,
      id: id * 10 + n,
      provider_id: id,
      name:
        n === 0 ? `${name.split(' ')[0] ?? name} phone greeting` : `${name.split(' ')[0] ?? name} explainer`,
    })),
  };
});

const attribute = (group: AttributeGroupName, id: number, name: string): Attribute => ({
  id,
  name,
  slug: name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  group,
  parent_id: null,
  display_order: id,
});

export const searchAttributes: AttributeGroup = {
  languages: [
    attribute('languages', 1, 'English (North American)'),
    attribute('languages', 5, 'English (British)'),
    attribute('languages', 7, 'Spanish (Latin American)'),
    attribute('languages', 9, 'French'),
  ],
  accents: [],
  voice_age_genders: [
    attribute('voice_age_genders', 3, 'Young Adult Female'),
    attribute('voice_age_genders', 4, 'Middle Aged Male'),
  ],
  additional_services: [
    attribute('additional_services', 20, 'Script writing'),
    attribute('additional_services', 21, 'Audio editing'),
  ],
  recording_capabilities: [
    attribute('recording_capabilities', 30, 'Home studio'),
    attribute('recording_capabilities', 31, 'Source-Connect'),
  ],
  vocal_abilities: [],
  categories: [],
};

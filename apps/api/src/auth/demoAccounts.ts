// The demo accounts the seed creates and the sign-in page offers in demo mode (listed in the README).
export const DEMO_PASSWORD = 'demo-password';

export const demoAccounts = [
  { email: 'client@demo.test', label: 'Client', description: 'Posts projects and books voice actors' },
  { email: 'voice@demo.test', label: 'Voice actor', description: 'A voice actor with demos and samples' },
  {
    email: 'both@demo.test',
    label: 'Client and voice actor',
    description: 'Holds both roles and switches between them',
  },
  { email: 'admin@demo.test', label: 'Admin', description: 'Can act as another user' },
  { email: 'finance@demo.test', label: 'Finance', description: 'Admin with finance tools' },
  { email: 'tester@demo.test', label: 'Tester', description: 'Sees experiments' },
] as const;

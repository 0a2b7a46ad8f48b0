// The fixed material the seed draws its projects from: casting briefs and direct-booking briefs,
// each with a title, a description and a script excerpt, and the clients' feedback lines. `{company}`
// is replaced by the posting client's company.

export interface CastingBrief {
  title: string;
  description: string;
  script: string;
}

export interface BookingBrief extends CastingBrief {
  /** Length of the finished recording, in seconds. */
  seconds: number;
}

export const castingBriefs: CastingBrief[] = [
  {
    title: 'Warm narrator for {company} onboarding e-learning',
    description:
      'Six short e-learning modules that welcome new employees at {company}. We want a warm, trustworthy, conversational narrator: a friendly colleague, not an announcer. Around 4 minutes per module.',
    script:
      "Welcome to {company}! Over the next few minutes we'll walk you through how we work, who to ask for help, and where to find everything you need in your first week.",
  },
  {
    title: 'Energetic 30-second radio spot for a summer sale',
    description:
      '{company} is running its biggest summer sale. We need an upbeat, energetic read for a 30-second regional radio spot, with a clear call to action at the end. Two takes: one fast, one relaxed.',
    script:
      "Summer's here, and so is the {company} sale! Up to forty percent off, this weekend only. Don't miss it - visit us today.",
  },
  {
    title: 'Calm IVR voice for a customer service line',
    description:
      'About 40 short prompts for the {company} phone menu: greetings, menu options, hold messages and after-hours notices. Clear, calm and neutral; prompts are delivered as separate files.',
    script:
      'Thank you for calling {company}. For billing, press 1. To speak with a member of our support team, press 2. For all other enquiries, please stay on the line.',
  },
  {
    title: 'Explainer video voice for a mobile banking app',
    description:
      'A 90-second animated explainer introducing the new {company} app. Friendly and confident, a little playful, aimed at young professionals. Music and sound effects are handled on our side.',
    script:
      'Meet your money, organised. With the new {company} app you can see every account in one place, set savings goals in seconds, and never miss a bill again.',
  },
  {
    title: 'Documentary narration: the history of the city harbour',
    description:
      'A 25-minute documentary about two centuries of trade in the city harbour, commissioned by {company}. We are looking for a mature, authoritative storyteller with a natural, unhurried pace.',
    script:
      'In the spring of 1824, the first steamship eased into the harbour, and with it came a century of change that would reshape the city forever.',
  },
  {
    title: 'Character voices for a children’s mobile game',
    description:
      'Five characters for a puzzle adventure game for ages 6 to 10: a brave fox, a grumpy owl, a shy turtle, a narrator and a villain. Around 150 short lines in total. Please send your range in the audition.',
    script:
      "FOX: Don't worry, Turtle - if we solve this puzzle together, the bridge will open! OWL: Hmph. I'll believe it when I see it.",
  },
  {
    title: 'Audiobook narrator for a cosy mystery novel',
    description:
      'A 72,000-word cosy mystery set in a seaside village. We need a narrator who can carry a light, witty tone and voice a cast of about a dozen characters. Finished audio to ACX standards.',
    script:
      'Agnes Pike had found three bodies in her sixty-eight years, which was, she felt, precisely three more than anyone ought to.',
  },
  {
    title: 'Corporate video: {company} annual results',
    description:
      'A 3-minute video presenting our annual results to staff and investors. Professional and confident, but human - no hard sell. The script will be final two days before recording.',
    script:
      'This year, {company} grew in every region we serve. But the numbers only tell half the story - the other half belongs to the people behind them.',
  },
  {
    title: 'Podcast intro and outro for a weekly business show',
    description:
      'A 20-second intro and a 15-second outro for a weekly podcast produced by {company}. Warm, upbeat and a little bit cheeky. We may ask for a few seasonal variations later.',
    script:
      "You're listening to Straight Talk, the show where founders tell us what really happened. Grab a coffee - let's get into it.",
  },
  {
    title: 'Movie trailer voice for an independent thriller',
    description:
      'A 2-minute trailer for an independent thriller premiering at festivals this autumn. Deep, dramatic and restrained: the tension should come from the pauses. Delivery as a dry stereo WAV.',
    script: 'One town. One secret. And one night to bury it... before it buries them.',
  },
  {
    title: 'Safety training narration for warehouse staff',
    description:
      'A 12-minute safety training video for warehouse and logistics staff at {company}. Clear and direct, easy to follow for non-native speakers. Pronunciation guide for technical terms provided.',
    script:
      'Before you operate a forklift, always complete the pre-use checklist. If anything looks wrong, stop, tag the vehicle out of service, and tell your supervisor.',
  },
  {
    title: 'Museum audio guide, eight exhibition rooms',
    description:
      'An audio guide for a new exhibition: eight rooms, two to three minutes each. Curious and engaging, like a knowledgeable friend walking beside the visitor. Pick-ups may be needed after our review.',
    script:
      'Step closer to the glass. This small bronze figure travelled more than four thousand miles before it reached this room - and it still carries the marks of its journey.',
  },
  {
    title: 'TV commercial for a family car',
    description:
      'A 30-second national TV commercial for the new family model at {company}. Reassuring and warm, with a smile in the voice. Final script locked; session directed remotely.',
    script:
      'Room for everyone. Room for everything. Room for whatever comes next. The all-new Voyager, from {company}.',
  },
  {
    title: 'Meditation app: ten guided sessions',
    description:
      'Ten guided meditations of 8 to 12 minutes for a wellbeing app. Slow, soft and soothing, with long natural pauses. We are looking for a voice listeners will want to hear every night.',
    script:
      'Let your shoulders drop. Breathe in slowly through your nose... and let the breath go, as if you were setting something down.',
  },
  {
    title: 'Product demo voice-over for a SaaS dashboard',
    description:
      'Four short product demo videos, 60 to 90 seconds each, for the new {company} analytics dashboard. Clear, modern and friendly; light technical vocabulary.',
    script:
      'With one click, your weekly report builds itself - pulling in every channel, every campaign, and every result that matters.',
  },
  {
    title: 'Spanish and English versions of a hotel welcome video',
    description:
      'A 2-minute welcome video for the guests of our boutique hotels, recorded in English and in Latin American Spanish by the same voice if possible. Elegant, relaxed and welcoming.',
    script:
      'Welcome. Whether you are here for a night or for a week, our team is here to make your stay unforgettable.',
  },
];

export const bookingBriefs: BookingBrief[] = [
  {
    title: 'Radio tag for {company} weekend event',
    description: 'A short tag for the end of our regional radio ads, recorded in two reads.',
    script: 'This Saturday and Sunday at {company}. Free entry, fun for all the family.',
    seconds: 15,
  },
  {
    title: 'Phone greeting and on-hold messages',
    description: 'Main greeting, three on-hold messages and an after-hours message for {company}.',
    script:
      "Thank you for calling {company}. All of our team are helping other customers right now; please hold and we'll be with you shortly.",
    seconds: 120,
  },
  {
    title: 'Explainer video for {company} new service',
    description: 'A 75-second explainer, friendly and clear, with a smile in the voice.',
    script:
      'Running a small business is hard enough. That is why {company} now takes care of your invoices, reminders and payments - automatically.',
    seconds: 75,
  },
  {
    title: 'E-learning module: data protection basics',
    description: 'One 8-minute module of our compliance course. Neutral, clear, steady pace.',
    script:
      'Personal data is any information that can identify a person, directly or indirectly. In this module, we look at how to handle it safely.',
    seconds: 480,
  },
  {
    title: '30-second online ad for {company}',
    description: 'An upbeat 30-second pre-roll ad for social media and online video.',
    script: 'Fresh ideas, made simple. Discover what {company} can do for you - start your free trial today.',
    seconds: 30,
  },
  {
    title: 'Audiobook sample chapter',
    description: 'The first chapter of a memoir, to be used as a retail sample. Intimate and reflective.',
    script:
      'My grandmother kept every letter she ever received, tied in bundles with kitchen string, in a biscuit tin under her bed.',
    seconds: 600,
  },
  {
    title: 'Corporate presentation voice-over',
    description: 'Voice-over for a 4-minute presentation video for {company} partners.',
    script:
      'For more than twenty years, {company} has helped partners like you reach new customers. Here is what comes next.',
    seconds: 240,
  },
  {
    title: 'Trade show booth loop',
    description: 'A 45-second looping message for our trade show booth screens.',
    script: 'Visit {company} at stand 42 and see our newest products in action. Live demos every hour.',
    seconds: 45,
  },
  {
    title: 'Animated character: friendly robot mascot',
    description: 'About 20 short lines for our friendly robot mascot, used across our app and videos.',
    script: "Beep boop! Hi there, I'm Bolt. Let's get your account set up - it only takes a minute!",
    seconds: 60,
  },
  {
    title: 'Documentary trailer narration',
    description: 'A 90-second trailer for a nature documentary series. Warm, rich and unhurried.',
    script:
      'Beneath the ice, a world awakens. This season, follow the journey of the creatures who call the frozen north their home.',
    seconds: 90,
  },
];

export const clientFeedbacks = [
  'Fantastic to work with: quick, professional and exactly the tone we wanted.',
  'Great read on the first take, and the pick-ups arrived the same day.',
  'Very happy with the result. We will definitely book again.',
  'Clear communication and a clean, well-edited delivery.',
  'The recording was good, though we needed one extra revision for pacing.',
];

export const voiceActorFeedbacks = [
  'Clear brief and friendly client, a pleasure to record for.',
  'Great direction and quick approval. Thank you!',
  'Smooth project from start to finish, payment received on time.',
];

export const cancelDetails = [
  'We decided to record this one in-house after all.',
  'The campaign was postponed to next year.',
  'Our budget for this quarter was cut.',
  'The video was cancelled by our client.',
];

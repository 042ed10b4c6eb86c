/** The home page's own claims (docs/product.md, Home; kept apart from the About figures). */
export const HOME_STATS = [
  { value: '3 decades', label: 'about three decades of experience' },
  { value: '50+', label: 'countries supplied' },
  { value: '1000+', label: 'happy clients' },
  { value: '5000+', label: 'projects completed' },
] as const;

/** The 4-step process on the home page. */
export const HOME_PROCESS_STEPS = [
  {
    title: 'Tell Us About Your Project',
    text: 'Send a quote request or call us with the stone, finish, sizes and quantity you have in mind. Not sure yet? We will suggest options.',
  },
  {
    title: 'Choose Your Stone',
    text: 'Visit our Pakala yard or receive photographs and samples of the actual slabs, and approve the lot before anything is cut.',
  },
  {
    title: 'Cutting & Finishing',
    text: 'Your stone is calibrated, polished or honed and cut to size in our own workshop, then inspected slab by slab.',
  },
  {
    title: 'Packing & Delivery',
    text: 'Crated for the journey and delivered to your site anywhere in India, or shipped in containers to ports worldwide.',
  },
] as const;

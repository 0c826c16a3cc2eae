import { configure } from "@testing-library/dom";

// Testing Library's findBy… and waitFor wait for a condition, 1 s by default. A screen that loads
// lazily (the dashboard's late sections) can take longer on a loaded CI machine, so a condition
// that does come gets 5 s; one that never comes still fails.
configure({ asyncUtilTimeout: 5_000 });

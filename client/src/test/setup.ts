import "@testing-library/jest-dom";

// jsdom has no layout, so it cannot scroll; record calls instead of logging "not implemented".
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = jest.fn();

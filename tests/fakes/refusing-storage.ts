// Web storage that refuses every call, as private browsing or a full quota can: code that keeps
// values in storage must carry on without them.
export const refusingStorage = {
  getItem: () => {
    throw new Error("denied");
  },
  setItem: () => {
    throw new Error("quota");
  },
  removeItem: () => {
    throw new Error("denied");
  },
} as unknown as Storage;

package com.linkbenchx.store;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Phase;
import java.lang.reflect.Constructor;

/**
 * Serves a plain third-party store class (a {@link LinkStore} and/or {@link NodeStore} with a public no-argument
 * constructor): one new instance per worker, initialized if it is an {@link InitializableStore}.
 */
public final class ReflectiveStoreProvider implements StoreProvider {
  private final Class<?> storeClass;
  private Constructor<?> constructor;
  private Config config;

  public ReflectiveStoreProvider(Class<?> storeClass) {
    this.storeClass = storeClass;
  }

  /** A store class declares its keys through {@link InitializableStore#configKeys}, asked of one fresh instance. */
  @Override
  public KeySet configKeys() {
    if (!InitializableStore.class.isAssignableFrom(storeClass)) {
      return KeySet.NONE;
    }
    try {
      return ((InitializableStore) storeClass.getConstructor().newInstance()).configKeys();
    } catch (ReflectiveOperationException | RuntimeException e) {
      return KeySet.NONE; // configure() reports a missing or failing constructor
    }
  }

  @Override
  public void configure(Config runConfig) {
    try {
      constructor = storeClass.getConstructor();
    } catch (NoSuchMethodException e) {
      throw new ConfigError("Store class " + storeClass.getName() + " has no public no-argument constructor");
    }
    this.config = runConfig;
  }

  @Override
  public LinkStore openLinkStore(Phase phase, int threadId) throws StoreException {
    return newInstance(LinkStore.class, phase, threadId);
  }

  @Override
  public NodeStore openNodeStore(Phase phase, int threadId) throws StoreException {
    return newInstance(NodeStore.class, phase, threadId);
  }

  private <T> T newInstance(Class<T> type, Phase phase, int threadId) throws StoreException {
    Object store;
    try {
      store = constructor.newInstance();
    } catch (ReflectiveOperationException e) {
      throw new StoreException(ErrorKind.FATAL,
          "Could not create store " + storeClass.getName() + ": " + e.getCause(), e);
    }
    if (store instanceof InitializableStore initializable) {
      initializable.initialize(config, phase, threadId);
    }
    if (!type.isInstance(store)) {
      throw new UnsupportedOperationException(storeClass.getName() + " is not a " + type.getSimpleName());
    }
    return type.cast(store);
  }

  @Override
  public String describe() {
    return storeClass.getName();
  }
}
